# .code inlines an If whose condition folds to a constant (module constants
# compared to literals) and unpacks constant tuples into literals.
import torch
import torch.nn as nn
from typing import Final

class M(nn.Module):
    __constants__ = ["mode", "k", "pads"]
    flag: Final[bool]

    def __init__(self):
        super().__init__()
        self.mode = "sum"
        self.k = 3
        self.pads = (1, 2)
        self.flag = False

    def forward(self, x):
        if self.k == 3:
            x = x + 1
        if self.flag:
            x = x * 2
        if self.mode != "sum":
            return x.mean()
        y = torch.nn.functional.pad(x, self.pads)
        return y.sum()

s = torch.jit.script(M())
print(s.code)
print(s(torch.ones(3)))

@torch.jit.script
def g(x):
    if 2 > 3:
        x = x - 1
    elif "a" == "a":
        x = x * 5
    return x

print(g.code)
print(g(torch.ones(2)))
