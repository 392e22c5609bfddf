import torch
from typing import List, Tuple


@torch.jit.script
def repeat(x: int, t: Tuple[int, int]) -> Tuple[List[int], List[int]]:
    return (x,) * 2, t * 3


@torch.jit.script
def reduce(t: Tuple[int, int, int], u: Tuple[float, float]) -> Tuple[int, int, int, float, float]:
    return sum(t), max(t), min(t), min(u), sum(u)


@torch.jit.script
def membership(t: Tuple[str, str], s: str) -> bool:
    return s in t


@torch.jit.script
def concat(t: Tuple[int, int]) -> Tuple[int, int, int, int]:
    return t + t


print(repeat(7, (1, 2)))
print(reduce((4, -1, 9), (0.5, 2.25)))
print(membership(("a", "b"), "b"), membership(("a", "b"), "c"))
print(concat((3, 4)))
