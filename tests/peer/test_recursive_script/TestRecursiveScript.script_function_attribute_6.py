import torch
import torch.nn as nn

torch.manual_seed(0)

@torch.jit.script
def fn1(x):
    return x + x

@torch.jit.script
def fn2(x):
    return x - x

class M(torch.nn.Module):

    def __init__(self, fn):
        super(M, self).__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)
fn1_mod = M(fn1)
fn2_mod = M(fn2)
print(torch.jit.script(fn2_mod)(torch.randn(2, 2)))
