import torch
import torch.nn as nn

torch.manual_seed(0)

class M(nn.Module):

    def __init__(self, start: int):
        super().__init__()
        self.linear = nn.Linear(3, 3)
        self.attribute = start
        self.parameter = nn.Parameter(torch.tensor(3, dtype=torch.float))

    def method(self) -> int:
        return self.attribute

    @torch.jit.unused
    def unused_method(self):
        return self.attribute + self.attribute

    def forward(self, x):
        return self.linear(self.linear(x))

class N(nn.Module):

    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(4, 4)

    @torch.jit.ignore
    def ignored_method(self, x):
        return x

    def forward(self, x):
        return self.linear(x)
m = torch.jit.script(M(3))
n = torch.jit.script(N())
n._reconstruct(m._c)
inp = torch.rand(3)
print(n.ignored_method(inp))
