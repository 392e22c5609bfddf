import torch
from typing import List

def fn():
    x: List[int] = [1, 2, 3]
    x.append('foo')
    return x
scripted = torch.jit.script(fn)
scripted()
