import torch
import torch.nn as nn
from typing import Tuple

@torch.jit.script
def f(x: int) -> int:
    has = (True, False, 3)
    t = (1, 2)
    return x + int(has[0]) * 100 + has[2] + t[1]
print(f.code)

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = 3
    def forward(self, x: int) -> int:
        k = self.a
        j = getattr(self, "a")
        return k + j
print(torch.jit.script(M()).code)
