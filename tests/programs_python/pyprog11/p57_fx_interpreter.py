import torch
import torch.fx as fx
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(4, 8)
        self.l2 = nn.Linear(8, 2)
    def forward(self, x, y):
        h = torch.relu(self.l1(x))
        return self.l2(h) + y.sum(), h.mean()

class ShapeRecorder(fx.Interpreter):
    def __init__(self, gm):
        super().__init__(gm)
        self.shapes = {}
    def run_node(self, n):
        out = super().run_node(n)
        if isinstance(out, torch.Tensor):
            self.shapes[n.name] = tuple(out.shape)
        return out

torch.manual_seed(0)
m = M()
gm = fx.symbolic_trace(m)
rec = ShapeRecorder(gm)
x, y = torch.randn(3, 4), torch.ones(2)
out = rec.run(x, y)
print(rec.shapes)
print(type(out).__name__, len(out), out[0].shape)

class OpCounter(fx.Interpreter):
    def __init__(self, gm):
        super().__init__(gm)
        self.calls = []
    def call_function(self, target, args, kwargs):
        self.calls.append(getattr(target, "__name__", str(target)))
        return super().call_function(target, args, kwargs)
    def call_module(self, target, args, kwargs):
        self.calls.append("module:" + target)
        return super().call_module(target, args, kwargs)
    def call_method(self, target, args, kwargs):
        self.calls.append("method:" + target)
        return super().call_method(target, args, kwargs)

oc = OpCounter(gm)
oc.run(x, y)
print(oc.calls)
print(gm.graph.python_code("self").src.count("\n") > 3 if hasattr(gm.graph, "python_code") else True)
placeholders = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
outputs = [n for n in gm.graph.nodes if n.op == "output"]
print(placeholders, len(outputs), [a.name for a in outputs[0].args[0]])
print(dict(gm.named_children()).keys())
t = fx.Transformer(gm).transform()
print(type(t).__name__, torch.allclose(t(x, y)[0], gm(x, y)[0]))
