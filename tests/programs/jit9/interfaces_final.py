import torch
import torch.nn as nn
from typing import Final, List

@torch.jit.interface
class Op(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass

class Double(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2

class AddOne(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + 1

class Holder(nn.Module):
    op: Op
    n: Final[int]

    def __init__(self, op: nn.Module):
        super().__init__()
        self.op = op
        self.n = 3

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for _ in range(self.n):
            x = self.op(x)
        return x

h = torch.jit.script(Holder(Double()))
print(h(torch.ones(2)))
h2 = torch.jit.script(Holder(AddOne()))
print(h2(torch.ones(2)))
print(h.n)
