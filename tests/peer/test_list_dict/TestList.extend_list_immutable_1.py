import torch
from typing import List

@torch.jit.script
def extend_list(a: List[int], b: List[int]) -> List[int]:
    a.extend(b)
    return a
for l in [[], [1], [1, 2, 3]]:
    for r in [[], [1], [1, 2, 3]]:
        print(extend_list(l, r))
