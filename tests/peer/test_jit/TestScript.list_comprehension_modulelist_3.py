import torch
import torch.nn as nn
from torch import Tensor
from typing import List

M = 10

class Inner(torch.nn.Module):

    def forward(self, x):
        return x + 10

class M(torch.nn.Module):

    def __init__(self, mod_list):
        super(M, self).__init__()
        self.module_list = mod_list

    def forward(self, x):
        out = torch.jit.annotate(List[Tensor], [mod(x) for mod in self.module_list])
        return out
mod = M(nn.ModuleList([Inner(), Inner()]))
print(torch.jit.script(mod)(torch.tensor(3)))
