import torch
import math
from typing import List


@torch.jit.script
def divs(a: int, b: int) -> List[float]:
    return [float(a // b), float(a % b), a / b, float(-a // b), float(-a % b), float(a ** 2), float(2 ** -1)]


@torch.jit.script
def fdivs(a: float, b: float) -> List[float]:
    return [a // b, a % b, -a % b, a ** 0.5, math.fmod(-a, b)]


@torch.jit.script
def bits(a: int, b: int) -> List[int]:
    return [a & b, a | b, a ^ b, a << 3, a >> 1, -a >> 1]


print(divs(7, 2), divs(7, -2))
print(fdivs(7.5, 2.0), fdivs(-7.5, 2.0))
print(bits(12, 10), bits(-5, 3))
