import torch
from typing import List


@torch.jit.script
def check(v: int) -> int:
    if v < 0:
        raise ValueError("negative value " + str(v))
    return v


@torch.jit.script
def total(xs: List[int]) -> int:
    s = 0
    for x in xs:
        s += check(x)
    return s


print(total([1, 2, 3]))
print(total([4, -5, 6]))
print("not reached")
