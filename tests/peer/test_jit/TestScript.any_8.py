import torch
from typing import List

def fn(x: List[int]):
    return any(x)

def fn1(x: List[float]):
    return any(x)

def fn2(x: List[bool]):
    return any(x)

def fn3(x: List[str]):
    return any(x)
print(torch.jit.script(fn1)([0.0, 0.0, 0.0]))
