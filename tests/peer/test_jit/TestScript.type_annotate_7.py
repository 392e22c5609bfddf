import torch
from torch import Tensor
from typing import List
from typing import Optional

def foo(a):
    return torch.jit.annotate(torch.Tensor, a)

def bar():
    a = torch.jit.annotate(List[int], [])
    for _ in range(10):
        a.append(4)
    return a

def baz(a):
    return torch.jit.annotate(float, a)

def annotate_none():
    return torch.jit.annotate(Optional[torch.Tensor], None)
print(torch.jit.script(annotate_none)())
