import torch
import torch.nn as nn

torch.manual_seed(0)

class M(torch.nn.Module):

    def __init__(self, fn):
        super(M, self).__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)
mod = M(torch.sigmoid)
print(torch.jit.script(mod)(torch.randn(2, 2)))
