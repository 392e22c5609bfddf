import torch
import torch.nn as nn

class Mod(torch.nn.Module):
    __constants__ = ['val']

    def __init__(self, val):
        super(Mod, self).__init__()
        self.val = val

    def forward(self):
        if self.val:
            return 1
        else:
            return '2'
print(torch.jit.script(Mod(True))())
