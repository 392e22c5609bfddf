import torch
import torch.nn as nn

class M(nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.x = None

    def forward(self):
        assert self.x is None
m = torch.jit.script(M())
print(torch.jit.script(M())())
