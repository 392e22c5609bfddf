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
mod = M(nn.ModuleList([]))
torch.jit.script(mod)

class M2(M):

    def __init__(self, mod_list):
        super(M2, self).__init__(mod_list)

    def forward(self, x):
        out = [mod(x) for mod in self.module_list]
        return out
mod = M2(nn.ModuleList([Inner(), Inner()]))
print(torch.jit.script(mod)(torch.tensor(3)))
