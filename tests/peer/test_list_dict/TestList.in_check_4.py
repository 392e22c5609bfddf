import torch
from typing import List

def int_in(x: List[int]) -> bool:
    return 2 in x

def float_in(x: List[float]) -> bool:
    return 2.0 in x
print(torch.jit.script(float_in)([1.0, 2.0, 3.0]))
