import torch
import torch.nn as nn
from typing import Final

class M(nn.Module):
    size: Final[int]
    __constants__ = ['mode']

    def __init__(self):
        super().__init__()
        self.size = 4
        self.mode = 'sum'

    @torch.jit.export
    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x[: self.size]

    def forward(self, x):
        if self.mode == 'sum':
            return self.helper(x).sum()
        return x

s = torch.jit.script(M())
print(s.code)
print(s.helper.code)
print(s(torch.arange(10.)))
print(s.helper(torch.arange(6.)))
try:
    s.size = 5
    print("assigned", s.size)
except Exception as e:
    print(type(e).__name__)
