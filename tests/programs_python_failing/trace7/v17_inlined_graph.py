import re
import torch
import torch.nn as nn


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


@torch.jit.script
def gelu_ish(x):
    return x * torch.sigmoid(1.702 * x)


class Inner(nn.Module):
    def forward(self, x):
        return gelu_ish(x) + 1


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def forward(self, x):
        return self.inner(x) * 2


s = torch.jit.script(Outer())
show(s.graph)
show(s.inlined_graph)
show(s.inner.graph)
print(s.inner.code)
print(torch.round(s(torch.tensor([0.0, 1.0])), decimals=4))
show(gelu_ish.graph)
show(gelu_ish.inlined_graph)
