import torch
from typing import List


@torch.jit.script
def sorts(xs: List[int]) -> List[List[int]]:
    a = sorted(xs)
    b = xs.copy()
    b.sort(reverse=True)
    c = xs[::-1]
    return [a, b, c, xs]


@torch.jit.script
def fsorts(xs: List[float]) -> List[float]:
    ys = sorted(xs)
    ys.reverse()
    return ys


@torch.jit.script
def bsort(xs: List[bool]) -> List[bool]:
    return sorted(xs)


print(sorts([3, 1, 2, 1, -5]))
print(fsorts([0.5, -1.0, 2.25, 0.0]))
print(bsort([True, False, True]))
