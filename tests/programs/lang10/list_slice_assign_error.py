import torch
from typing import List


@torch.jit.script
def set_one(xs: List[int]) -> List[int]:
    xs[0] = 10
    return xs


print(set_one([1, 2, 3]))


@torch.jit.script
def set_range(xs: List[int]) -> List[int]:
    xs[0:2] = [7, 8]
    return xs


print("not reached")
