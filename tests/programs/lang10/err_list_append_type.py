import torch
from typing import List


@torch.jit.script
def good(xs: List[int]) -> List[int]:
    xs.append(1)
    return xs


print(good([0]))


@torch.jit.script
def bad(xs: List[int]) -> List[int]:
    xs.append("one")
    return xs
