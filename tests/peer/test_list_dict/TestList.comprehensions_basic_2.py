import torch
from typing import List

def comp(l: List[int]) -> List[int]:
    n = [x * 3 for x in l]
    return n
comp([1, 2, 3])
print(torch.jit.script(comp)([1, 2, 3]))
