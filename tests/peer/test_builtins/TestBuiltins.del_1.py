import torch
from typing import List

def fn(x: List[int]) -> List[int]:
    a = x * 2
    del a
    return x
print(torch.jit.script(fn)([1, 2, 3]))
