import torch
import torch.nn as nn

class Double(torch.nn.Module):

    def forward(self, thing):
        return thing * 2

class Mod(torch.nn.Module):

    def __init__(self):
        super(Mod, self).__init__()
        self.mods = nn.ModuleList([Double(), Double()])

    def forward(self, x):
        x2 = x
        iter = 0
        for val, mod in enumerate(self.mods):
            x2 = mod(x2) * val
            iter += 1
        return (iter, x, x2)

class Mod2(Mod):

    def forward(self, x):
        for val, mod in zip(range(int(x)), self.mods):
            x = mod(x) * val
        return x
torch.jit.script(Mod2())
