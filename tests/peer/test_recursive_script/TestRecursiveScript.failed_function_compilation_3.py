import torch
import torch.nn as nn

def fn(x):
    return i_dont_exist

class M(torch.nn.Module):

    def __init__(self, fn):
        super(M, self).__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)
m = M(fn)
torch.jit.script(m)
