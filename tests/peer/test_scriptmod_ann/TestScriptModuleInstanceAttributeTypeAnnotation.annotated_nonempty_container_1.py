import torch
import torch.nn as nn
import warnings
from typing import List

class M(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.x: List[int] = [1, 2, 3]

    def forward(self, x: List[int]):
        self.x = x
        return 1
with warnings.catch_warnings(record=True) as w:
    print(torch.jit.script(M())([1, 2, 3]))
