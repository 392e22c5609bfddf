import torch
import torch.nn as nn
import warnings

class M(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.x: int = 0

    def forward(self, x: int):
        self.x = x
        return 1
with warnings.catch_warnings(record=True) as w:
    print(torch.jit.script(M())(1))
