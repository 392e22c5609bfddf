import torch
from typing import List

def fn():
    l: List[int] = [1, 2, 'foo', 3]
    return l
torch.jit.script(fn)
