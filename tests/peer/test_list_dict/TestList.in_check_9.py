import torch
from typing import List

def int_in(x: List[int]) -> bool:
    return 2 in x

def float_in(x: List[float]) -> bool:
    return 2.0 in x

def str_in(x: List[str]) -> bool:
    return 'hi' in x
print(torch.jit.script(str_in)([]))
