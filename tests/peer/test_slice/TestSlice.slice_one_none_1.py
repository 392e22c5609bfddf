import torch
from typing import List

def one_none(x: List[int]):
    return x[slice(None)]
print(torch.jit.script(one_none)(range(10)))
