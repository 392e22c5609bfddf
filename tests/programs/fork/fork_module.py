import torch
import torch.nn as nn
from typing import List


class Branch(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.lin = nn.Linear(2, 2, bias=False)
        self.k = k
        with torch.no_grad():
            self.lin.weight.fill_(float(k))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x) + self.k


class Parallel(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Branch(1)
        self.b = Branch(2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        fa = torch.jit.fork(self.a, x)
        fb = torch.jit.fork(self.b, x)
        fc = torch.jit.fork(self.twice, x)
        return torch.jit.wait(fa) + torch.jit.wait(fb) + torch.jit.wait(fc)

    def twice(self, x: torch.Tensor) -> torch.Tensor:
        return 2 * x


m = torch.jit.script(Parallel())
x = torch.tensor([[1.0, 2.0]])
print(m(x))
print(m.twice(x))
