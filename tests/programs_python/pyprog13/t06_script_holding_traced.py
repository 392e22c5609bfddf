import torch
import torch.nn as nn

torch.manual_seed(6)

class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(4, 4)
    def forward(self, x):
        return torch.tanh(self.l(x))

traced = torch.jit.trace(Inner(), torch.randn(2, 4))

class Outer(nn.Module):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.n: int = 3
    def forward(self, x):
        for _ in range(self.n):
            x = self.inner(x)
        return x

s = torch.jit.script(Outer(traced))
x = torch.randn(1, 4)
ref = x
for _ in range(3):
    ref = traced(ref)
print(torch.allclose(s(x), ref))
print(s.code)
print(type(s.inner).__name__, s.inner.original_name)
print(s.n)
