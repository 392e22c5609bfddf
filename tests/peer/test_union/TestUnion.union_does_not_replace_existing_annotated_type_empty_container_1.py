import torch
from typing import List

def fn():
    x: List[int] = []
    x.append('foo')
    return x
scripted = torch.jit.script(fn)
scripted()
