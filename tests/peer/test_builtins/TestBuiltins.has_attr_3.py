import torch
import torch.nn as nn
from typing import List

class HasA(torch.nn.Module):

    def __init__(self):
        super(HasA, self).__init__()
        self.a = 0

class HasB(torch.nn.Module):

    def __init__(self):
        super(HasB, self).__init__()
        self.b = 1

class Mod(torch.nn.Module):

    def __init__(self):
        super(Mod, self).__init__()
        self.mods = torch.nn.ModuleList([HasA(), HasB()])

    def forward(self):
        l = torch.jit.annotate(List[int], [])
        for mod in self.mods:
            l.append(int(hasattr(mod, 'a')))
            l.append(int(hasattr(mod, 'b')))
            if hasattr(mod, 'a'):
                l.append(mod.a)
            if hasattr(mod, 'b'):
                l.append(mod.b)
        return l
print(torch.jit.script(Mod())())
