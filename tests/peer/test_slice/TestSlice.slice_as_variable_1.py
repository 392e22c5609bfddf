import torch
from typing import List

def fn(x: List[int]):
    a = slice(1)
    return x[a]
print(torch.jit.script(fn)(range(10)))
