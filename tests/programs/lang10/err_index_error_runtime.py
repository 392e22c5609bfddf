import torch
from typing import List


@torch.jit.script
def get(xs: List[int], i: int) -> int:
    return xs[i]


print(get([1, 2, 3], -1))
print(get([1, 2, 3], 3))
