import torch
import torch.nn as nn
from typing_extensions import Final

torch.manual_seed(0)

class M1(torch.nn.Module):
    x: torch.jit.Final[int]

    def __init__(self):
        super().__init__()
        self.x = 2

    def forward(self, t):
        return t + self.x
print(torch.jit.script(M1())(torch.randn(2, 2)))
