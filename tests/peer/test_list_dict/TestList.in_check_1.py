import torch
from typing import List

def int_in(x: List[int]) -> bool:
    return 2 in x
print(torch.jit.script(int_in)([1, 2, 3]))
