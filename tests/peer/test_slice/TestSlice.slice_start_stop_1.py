import torch
from typing import List

def fn(x: List[int]):
    return x[slice(1, 5)]
print(torch.jit.script(fn)(range(10)))
