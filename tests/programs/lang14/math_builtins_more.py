import torch
import math
from typing import List


@torch.jit.script
def m1(x: float, n: int):
    return math.floor(x), math.ceil(x), math.trunc(x) if False else 0, math.fabs(x), math.copysign(2.0, x), math.fmod(x, 1.5), math.sqrt(abs(x)), math.exp(1.0), math.log(8.0, 2.0), math.log10(1000.0), math.log1p(0.5), math.expm1(1e-5)


@torch.jit.script
def m2(a: int, b: int):
    return math.gcd(a, b), math.factorial(b), math.isnan(float(a)), math.isinf(1e308 * 10.0), math.isfinite(2.0), math.degrees(math.pi), math.radians(180.0), math.atan2(1.0, -1.0), math.erf(0.5), math.gamma(5.0), math.lgamma(10.0)


@torch.jit.script
def m3(x: float):
    return math.sin(x), math.cos(x), math.tan(x), math.asin(0.5), math.acos(0.5), math.atan(x), math.sinh(x), math.cosh(x), math.tanh(x), math.asinh(x), math.acosh(2.0), math.atanh(0.5), math.pow(x, 3), math.modf(x) if False else 0


print(m1(-2.75, 3))
print(m1(3.5, 0))
print(m2(12, 5))
print([round(v, 10) if isinstance(v, float) else v for v in m3(0.7)])
