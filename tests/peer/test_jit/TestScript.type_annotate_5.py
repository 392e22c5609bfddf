import torch
from torch import Tensor
from typing import List

torch.manual_seed(0)

def foo(a):
    return torch.jit.annotate(torch.Tensor, a)

def bar():
    a = torch.jit.annotate(List[int], [])
    for _ in range(10):
        a.append(4)
    return a

def baz(a):
    return torch.jit.annotate(float, a)
print(torch.jit.script(baz)(torch.rand(())))
