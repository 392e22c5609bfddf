import torch
from typing import List

def fn(x: List[int]):
    return x[slice(None, 5, None)]
print(torch.jit.script(fn)(range(10)))
