import torch
from typing import List


@torch.jit.script
def stats(xs: List[int]) -> List[int]:
    return [min(xs), max(xs), sum(xs), len(xs)]


@torch.jit.script
def fstats(xs: List[float]) -> List[float]:
    return [min(xs), max(xs), sum(xs)]


@torch.jit.script
def pairs(a: int, b: int, x: float) -> List[float]:
    return [float(min(a, b)), float(max(a, b)), min(a, x), max(x, b)]


@torch.jit.script
def truthy(xs: List[int]) -> List[bool]:
    return [any([x > 2 for x in xs]), all([x > 0 for x in xs]), any(xs == [1]), all([])]


print(stats([4, -2, 9, 0]), stats([5]))
print(fstats([0.5, -1.25, 3.0]))
print(pairs(3, 7, 5.5), pairs(-1, -2, -1.5))
print(truthy([1, 2, 3]), truthy([0, 1]), truthy([1]))
