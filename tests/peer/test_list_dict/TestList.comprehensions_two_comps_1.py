import torch
from typing import List

@torch.jit.script
def comp(l1: List[int], l2: List[int]) -> List[int]:
    n = [x * 3 for x in l1]
    n2 = [x + 2 for x in l2]
    return n + n2
print(comp([1, 2, 3], [4, 5]))
