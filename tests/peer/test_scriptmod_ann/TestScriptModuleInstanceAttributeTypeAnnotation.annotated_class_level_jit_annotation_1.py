import torch
import torch.nn as nn
import warnings
from typing import List

class M(torch.nn.Module):
    x: List[int]

    def __init__(self):
        super().__init__()
        self.x: List[int] = torch.jit.annotate(List[int], [])

    def forward(self, y: List[int]):
        self.x = y
        return self.x
with warnings.catch_warnings(record=True) as w:
    print(torch.jit.script(M())([1, 2, 3]))
