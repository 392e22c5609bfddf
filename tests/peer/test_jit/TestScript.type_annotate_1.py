import torch
from torch import Tensor

torch.manual_seed(0)

def foo(a):
    return torch.jit.annotate(torch.Tensor, a)
print(torch.jit.script(foo)(torch.rand(3)))
