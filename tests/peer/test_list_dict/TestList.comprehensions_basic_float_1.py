import torch
from typing import List

def comp(l: List[float]) -> List[float]:
    n = [x * 3 for x in l]
    return n
print(torch.jit.script(comp)([1.0, 2.0, 3.0]))
