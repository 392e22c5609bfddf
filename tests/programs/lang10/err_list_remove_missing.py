import torch
from typing import List


@torch.jit.script
def rm(xs: List[int], x: int) -> List[int]:
    xs.remove(x)
    return xs


print(rm([1, 2, 3], 2))
print(rm([1, 2, 3], 5))
