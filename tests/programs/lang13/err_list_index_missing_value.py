import torch
from typing import List


@torch.jit.script
def find(xs: List[int], v: int) -> int:
    return xs.index(v)


print(find([4, 5, 6], 6))
print(find([4, 5, 6], 7))
print("not reached")
