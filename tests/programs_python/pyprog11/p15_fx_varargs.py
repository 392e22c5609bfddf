import torch
import torch.fx as fx
import torch.nn as nn

class Sum(nn.Module):
    def forward(self, *xs):
        out = xs[0]
        for x in xs[1:]:
            out = out + x
        return out

def f(x, y):
    return torch.cat([x, y], dim=0).relu().sum(dim=0)

gm = fx.symbolic_trace(f)
print(gm.code.strip())
print([n.op for n in gm.graph.nodes])
print(gm(torch.tensor([[1.0, -2.0]]), torch.tensor([[-3.0, 4.0]])))

class Wrapper(nn.Module):
    def __init__(self):
        super().__init__()
        self.s = Sum()
        self.lin = nn.Linear(3, 3)
    def forward(self, a, b, c):
        return self.lin(self.s(a, b, c))

class LeafTracer(fx.Tracer):
    def is_leaf_module(self, m, qualname):
        return isinstance(m, Sum) or super().is_leaf_module(m, qualname)

graph = LeafTracer().trace(Wrapper())
print(graph)
torch.manual_seed(0)
w = Wrapper()
g2 = fx.GraphModule(w, graph)
xs = [torch.ones(1, 3) * i for i in range(3)]
print(torch.allclose(g2(*xs), w(*xs)))
counts = {}
for n in g2.graph.nodes:
    counts[n.op] = counts.get(n.op, 0) + 1
print(counts)
interp = fx.Interpreter(g2)
print(torch.allclose(interp.run(*xs), w(*xs)))
