import torch
import math
from typing import List, Tuple


@torch.jit.script
def bits(a: int, b: int) -> List[int]:
    return [a & b, a | b, a ^ b, a << 2, a >> 1, -a >> 1, a // b, a % b, -a // b, -a % b]


@torch.jit.script
def divs(a: int, b: int) -> Tuple[int, int]:
    return divmod(a, b)


@torch.jit.script
def fdivs(a: float, b: float) -> Tuple[float, float]:
    return divmod(a, b)


@torch.jit.script
def maths(x: float) -> List[float]:
    return [float(math.floor(x)), float(math.ceil(x)), math.fabs(x), math.sqrt(abs(x)),
            math.exp(x), math.log1p(abs(x)), math.copysign(2.0, x), math.fmod(x, 0.75),
            math.atan2(x, 1.0)]


@torch.jit.script
def preds(x: float) -> List[bool]:
    return [math.isnan(x), math.isinf(x), math.isfinite(x), x == x]


@torch.jit.script
def ints(n: int) -> List[int]:
    return [math.factorial(n), math.gcd(n, 12), abs(-n), min(n, 3), max(n, 3, 5)]


@torch.jit.script
def chained(x: int) -> List[bool]:
    return [1 < x < 5, 0 <= x <= 0, x > 2 > 1, not x]


print(bits(13, 4), bits(7, 3))
print(divs(17, 5), divs(-17, 5), divs(17, -5))
print(fdivs(7.5, 2.0), fdivs(-7.5, 2.0))
print(maths(1.25))
print(maths(-2.5))
print(preds(float("nan")), preds(float("inf")), preds(1.0))
print(ints(5), ints(0))
print(chained(3), chained(0), chained(7))
