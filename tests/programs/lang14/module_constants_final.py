import torch
import torch.nn as nn
from typing import Final, List


class M(nn.Module):
    __constants__ = ["mode", "dims"]
    depth: Final[int]

    def __init__(self):
        super().__init__()
        self.mode = "sum"
        self.dims = [0, 1]
        self.depth = 3
        self.eps = 1e-5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.mode == "sum":
            y = x.sum(self.dims)
        else:
            y = x.mean(self.dims)
        for _ in range(self.depth):
            y = y + self.eps
        return y


m = torch.jit.script(M())
print(m(torch.ones(2, 3)))
print(m.mode, m.dims, m.depth)
print(m.code)
try:
    m.depth = 5
    print("set", m.depth)
except Exception as e:
    print(type(e).__name__, e)
