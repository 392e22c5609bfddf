import torch
import math
from typing import List


@torch.jit.script
def m(x: float) -> List[float]:
    return [math.sqrt(x), math.exp(x), math.log(x), math.log10(x), math.sin(x), math.cos(x),
            math.atan2(x, 2.0), math.floor(x) * 1.0, math.ceil(x) * 1.0, math.fabs(-x), math.pow(x, 3.0),
            math.pi, math.e, math.degrees(math.pi), math.radians(180.0),
            math.copysign(2.0, -1.0), math.erf(0.5), math.gamma(5.0), math.lgamma(5.0),
            math.log1p(x), math.expm1(1e-3), math.tanh(x), math.asinh(x)]


@torch.jit.script
def preds(x: float):
    return math.isnan(x), math.isinf(x), math.isfinite(x), math.factorial(5), math.gcd(12, 18)


print([round(v, 6) for v in m(2.5)])
print(preds(2.5), preds(float("nan")), preds(float("inf")))
