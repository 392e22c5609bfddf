import torch
from typing import Tuple

def fn(t1: Tuple[int, int], t2: Tuple[int, int]) -> bool:
    return hash(t1) == hash(t2)
print(torch.jit.script(fn)((1, 2), (3, 4)))
