import torch
import torch.nn as nn
import warnings
from typing import List

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.x = torch.jit.Attribute([], List[int])

    def forward(self, x: List[int]):
        self.x = x
        return self.x
with warnings.catch_warnings(record=True) as w:
    print(torch.jit.script(M())([1, 2, 3]))
