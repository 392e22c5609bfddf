import torch
from typing import List


@torch.jit.script
def f(xs: List[int], i: int) -> int:
    return xs[i]


print(f([1, 2, 3], -1))
print(f([1, 2, 3], 3))
