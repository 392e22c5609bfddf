# torch.fx.wrap keeps a global function as one call_function node; a custom
# Tracer decides which modules are leaves; math functions are auto-wrapped.
import math
import torch
import torch.fx


def scaled(x, k):
    return x * k + 1


torch.fx.wrap('scaled')


@torch.fx.wrap
def shift(x):
    return x - 1


def uses_len(x):
    return x + len(x)


torch.fx.wrap('len')


class Inner(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x):
        return self.lin(x).relu()


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.seq = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Tanh())

    def forward(self, x):
        return shift(scaled(self.seq(self.inner(x)), math.sqrt(4)))


gm = torch.fx.symbolic_trace(Outer())
print(gm.graph)
print(gm.code)


class InnerIsLeaf(torch.fx.Tracer):
    def is_leaf_module(self, m, qualname):
        return isinstance(m, Inner) or super().is_leaf_module(m, qualname)


graph = InnerIsLeaf().trace(Outer())
print(graph)
g2 = torch.fx.symbolic_trace(uses_len)
print(g2.code)
print(g2(torch.ones(3)))


def sq(x):
    return math.sqrt(x.size(0)) * x


g3 = torch.fx.symbolic_trace(sq)
print(g3.code)
print(g3(torch.ones(4)))
