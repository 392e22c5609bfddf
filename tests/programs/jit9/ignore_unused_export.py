import torch
import torch.nn as nn
from typing import List

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 3

    @torch.jit.ignore
    def py_helper(self, x: torch.Tensor) -> torch.Tensor:
        return x * 100

    @torch.jit.unused
    def never(self, x: torch.Tensor) -> torch.Tensor:
        import numpy
        return x

    @torch.jit.export
    def extra(self, n: int) -> List[int]:
        return [i * self.scale for i in range(n)]

    def forward(self, x: torch.Tensor, use_unused: bool = False) -> torch.Tensor:
        if use_unused:
            return self.never(x)
        return self.py_helper(x) + self.extra(2)[1]

m = torch.jit.script(M())
print(m(torch.ones(2)))
print(m.extra(4))
try:
    m(torch.ones(2), True)
except Exception as e:
    print(type(e).__name__, "unused" in str(e))
