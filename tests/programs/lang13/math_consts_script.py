import math
import torch
from math import inf


@torch.jit.script
def consts():
    return inf, -inf, math.pi, math.e


@torch.jit.script
def checks(x: float):
    return math.isinf(x), math.isnan(x), math.isfinite(x), math.copysign(2.0, x)


print(consts())
print(checks(inf))
print(checks(float("nan")))
print(checks(-3.5))


@torch.jit.script
def rounding(x: float):
    return math.floor(x), math.ceil(x), round(x), math.fabs(x)


print(rounding(2.5), rounding(-2.5), rounding(3.49))
