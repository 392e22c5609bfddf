import torch
from typing import List

def fn(x: List[int]) -> List[int]:
    a, b, c = (x[0], x[1], x[2])
    del a, b, c
    return x
print(torch.jit.script(fn)([1, 2, 3]))
