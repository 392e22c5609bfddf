import torch
import torch.nn as nn

class M(nn.Module):

    def __init__(self):
        self.x = 2

    def forward(self):
        pass
torch.jit.script(M())
