import torch
from typing import List

def fn(x: List[int]):
    return x[slice(1000)]
print(torch.jit.script(fn)(range(10)))
