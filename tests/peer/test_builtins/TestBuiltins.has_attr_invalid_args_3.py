import torch
import torch.nn as nn

torch.manual_seed(0)

class Mod(torch.nn.Module):

    def __init__(self):
        super(Mod, self).__init__()
        self.mod = torch.nn.Linear(1, 1)

    def forward(self, name):
        return hasattr(self.mod, name)

class Mod(torch.nn.Module):

    def __init__(self):
        super(Mod, self).__init__()

    def forward(self, name):
        return hasattr(torch.rand(2, 3), name)
torch.jit.script(Mod())
