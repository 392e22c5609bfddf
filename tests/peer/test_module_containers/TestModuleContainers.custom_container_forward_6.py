import torch
import torch.nn as nn
from typing import List
from collections import OrderedDict

class Inner(torch.nn.Module):

    def forward(self, x):
        return x + 10

class CustomSequential(nn.Sequential):

    def __init__(self):
        super(CustomSequential, self).__init__(nn.ReLU(), Inner())

    def forward(self, x):
        x = x + 3
        for mod in self:
            x = mod(x)
        return x - 5

class CustomModuleList(nn.ModuleList):

    def __init__(self):
        super(CustomModuleList, self).__init__([nn.ReLU(), Inner()])

    def forward(self, x):
        x = x + 3
        for mod in self:
            x = mod(x)
        return x - 5

class CustomModuleDict(nn.ModuleDict):

    def __init__(self):
        super(CustomModuleDict, self).__init__(OrderedDict([('one', Inner()), ('two', nn.ReLU()), ('three', Inner())]))

    def forward(self, x):
        x = x + 3
        names = torch.jit.annotate(List[str], [])
        for name, mod in self.items():
            x = mod(x)
            names.append(name)
        return (names, x - 5)
print(torch.jit.script(CustomModuleDict())(torch.tensor(0.5)))
