import torch
from typing import List


@torch.jit.script
def drain(xs: List[int]) -> int:
    total = 0
    for _ in range(3):
        total += xs.pop()
    return total


print(drain([1, 2, 3, 4]))
print(drain([1]))
print("not reached")
