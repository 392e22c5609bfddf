import torch
from typing import List

def fn(x: List[int]):
    return x[slice(0, 6, 2)]
print(torch.jit.script(fn)(range(10)))
