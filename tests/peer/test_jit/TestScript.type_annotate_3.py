import torch
from torch import Tensor
from typing import List

def foo(a):
    return torch.jit.annotate(torch.Tensor, a)

def bar():
    a = torch.jit.annotate(List[int], [])
    for _ in range(10):
        a.append(4)
    return a
print(torch.jit.script(bar)())
