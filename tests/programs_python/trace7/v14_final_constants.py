import torch
import torch.nn as nn
from typing import List


class Pad(nn.Module):
    __constants__ = ["mode"]
    size: torch.jit.Final[int]
    dims: torch.jit.Final[List[int]]

    def __init__(self, size):
        super().__init__()
        self.size = size
        self.mode = "constant"
        self.dims = [1, 2]

    def forward(self, x):
        y = torch.nn.functional.pad(x, [self.size, self.size], mode=self.mode)
        return y.sum(self.dims[0]) * len(self.dims)


s = torch.jit.script(Pad(2))
print(s(torch.ones(2, 3)))
print(s.code)
print(s.size, s.mode, s.dims)
try:
    s.size = 5
    print("assigned", s.size)
except Exception as e:
    print(type(e).__name__)


class Tiny(nn.Module):
    k: torch.jit.Final[float] = 0.5

    def forward(self, x):
        return x * self.k


t = torch.jit.script(Tiny())
print(t.code)
print(t(torch.tensor([4.0])))
