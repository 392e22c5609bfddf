import torch
from typing import List

def two_nones(x: List[int]):
    return x[slice(None, None)]
print(torch.jit.script(two_nones)(range(10)))
