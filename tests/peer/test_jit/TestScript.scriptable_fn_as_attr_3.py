import torch
import torch.nn as nn

torch.manual_seed(0)

M = 10

class M(torch.nn.Module):

    def __init__(self, fn):
        super(M, self).__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)
m = M(torch.sigmoid)
inp = torch.rand(2, 3)
print(torch.jit.script(m)(inp))
