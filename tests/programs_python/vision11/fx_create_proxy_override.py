# A torch.fx Tracer whose create_proxy override has no proxy_factory_fn parameter still traces
# modules that use their parameters directly (torch.fx only passes it when accepted).
import torch
import torch.fx as fx


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.gamma = torch.nn.Parameter(torch.full((3,), 2.0))

    def forward(self, x):
        return self.gamma * x + 1


class CountingTracer(fx.Tracer):
    def __init__(self):
        super().__init__()
        self.kinds = []

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, *rest):
        self.kinds.append((kind, getattr(target, "__name__", target)))
        return super().create_proxy(kind, target, args, kwargs, name, type_expr, *rest)


t = CountingTracer()
g = t.trace(Scale())
print(t.kinds)
print(g)
gm = fx.GraphModule(Scale(), g)
print(gm(torch.ones(3)))
