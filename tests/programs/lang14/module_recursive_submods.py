import torch
import torch.nn as nn
from typing import List


class Leaf(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k
        self.register_buffer("scale", torch.tensor(float(k)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale + self.k


class Mid(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Leaf(1)
        self.b = Leaf(2)
        self.names: List[str] = ["a", "b"]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.b(self.a(x))


class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.mid = Mid()
        self.leaves = nn.ModuleList([Leaf(3), Leaf(4)])
        self.training_flag = True

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.mid(x)
        for l in self.leaves:
            y = l(y)
        return y


m = torch.jit.script(Top())
print(m(torch.tensor([1.0, -1.0])))
print(m.mid.names, m.leaves[1].k, m.mid.a.scale)
print([n for n, _ in m.named_modules()])
print([n for n, _ in m.named_buffers()])
print(m.mid.code)
print(m.code)
