import torch
import torch.nn as nn
from typing import Tuple


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2
        self.shape = (3, 4)

    def forward(self, x: torch.Tensor) -> Tuple[int, torch.Tensor]:
        pair = (self.scale, x)
        a, b = pair
        s = self.shape
        h, w = s
        flags = (True, 5)
        return a + h + w + int(flags[0]) * flags[1], b * pair[0]


m = torch.jit.script(M())
print(m(torch.ones(2)))
print(m.code)

