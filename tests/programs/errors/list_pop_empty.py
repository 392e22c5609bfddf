import torch
from typing import List


@torch.jit.script
def f(xs: List[int]) -> int:
    return xs.pop()


print(f([4]))
print(f([]))
