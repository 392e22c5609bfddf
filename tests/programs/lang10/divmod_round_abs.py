import torch
from typing import List, Tuple


@torch.jit.script
def dm(a: int, b: int) -> Tuple[int, int]:
    return divmod(a, b)


@torch.jit.script
def dmf(a: float, b: float) -> Tuple[float, float]:
    return divmod(a, b)


@torch.jit.script
def rounds(xs: List[float]) -> List[float]:
    return [round(x) for x in xs]


@torch.jit.script
def abses(xs: List[int]) -> List[int]:
    return [abs(x) for x in xs]


print(dm(17, 5), dm(-17, 5), dm(17, -5), dm(-17, -5))
print(dmf(7.5, 2.0), dmf(-7.5, 2.0))
print(rounds([0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1e20]))
print(abses([-3, 0, 5, -9223372036854775807]))
