import torch
from typing import List

def fn(x: List[int]) -> int:
    return sum(x)

def fn1(x: List[float]):
    return sum(x)

def fn2(x: List[bool]):
    return sum(x)
print(torch.jit.script(fn1)([1.0, 2.0, 3.0]))
