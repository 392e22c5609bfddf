import torch
import torch.nn as nn
import warnings
from torch import Tensor

torch.manual_seed(0)

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.x: torch.Tensor = torch.empty(0)

    def forward(self, x: torch.Tensor):
        self.x = x
        return self.x
with warnings.catch_warnings(record=True) as w:
    print(torch.jit.script(M())(torch.rand(2, 3)))
