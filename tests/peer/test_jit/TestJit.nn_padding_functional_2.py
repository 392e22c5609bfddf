import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)

class Mod(nn.Module):

    def __init__(self, *pad):
        super().__init__()
        self.pad = pad

    def forward(self, x):
        return F.pad(x, self.pad, mode='constant', value=3.5)
inputs = [(Mod(1, 2), torch.randn(1, 3, 4)), (Mod(1, 2, 3, 4), torch.randn(1, 3, 4)), (Mod(1, 2, 3, 4, 5, 6), torch.randn(1, 3, 4))]
for m, inp in inputs:
    print(torch.jit.script(m)(inp))
