import torch
from typing import List

@torch.jit.script
def copy_list(a: List[int]) -> List[int]:
    return a.copy()
for l in [[], [1], [1, 2, 3]]:
    print(copy_list(l))
