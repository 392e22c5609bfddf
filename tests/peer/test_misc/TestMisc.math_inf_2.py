import torch

from math import inf

def foo():
    return inf
print(torch.jit.script(foo)())
