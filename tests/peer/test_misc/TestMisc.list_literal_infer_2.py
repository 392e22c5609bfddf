import torch
from typing import List

def expects_intlist(x: List[int]):
    x.append(3)
    return x

def foo():
    return expects_intlist([])
print(torch.jit.script(foo)())
