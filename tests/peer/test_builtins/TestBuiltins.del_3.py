import torch
from typing import List

def fn(x: List[int]) -> List[int]:
    a = x * 2
    del a
    return x

@torch.jit.script
def fn(x):
    a = x ** 2
    if a:
        del a
    return a
