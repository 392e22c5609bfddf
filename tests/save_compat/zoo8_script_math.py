# input: 2,3
# zoo8_script_math: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class ScriptMath(nn.Module):
    """The math module, Python number semantics and int64 arithmetic in
    script."""

    def forward(self, x):
        v = float(x.sum())
        n = int(x.abs().sum() * 10)
        ints: List[int] = [n, -n, 7, -7]
        floats: List[float] = [v, -2.5, 2.5, 3.5, 0.1 + 0.2]
        r: List[float] = [math.log(abs(v) + 1, 2), math.atan2(v, 2.0), math.fmod(-7.5, 2.0), math.pow(2.0, 0.5),
                          math.gamma(4.5), math.lgamma(3.3), math.erf(0.5), math.erfc(0.5), math.degrees(1.0),
                          math.radians(90.0), math.copysign(3.0, -0.0), math.expm1(1e-5), math.log1p(1e-5),
                          math.sqrt(2.0), math.log10(1000.0), math.exp(1.0), math.asinh(1.0),
                          math.fabs(-2.0), math.tanh(0.5)]
        rounded = [round(f) for f in floats]
        trunc = [int(f) for f in floats]
        fdiv = [i // 3 for i in ints] + [i % 3 for i in ints]
        big = (1 << 40) * 3 + n
        return (r, rounded, trunc, fdiv, [math.floor(f) for f in floats], [math.ceil(f) for f in floats],
                big, big // 7, -big % 11, abs(-n), math.isnan(float("nan")), math.isinf(v), math.isfinite(v),
                7 / 2, 7.0 // 2, -7.0 // 2, 2 ** -1, pow(3, 4), max(floats), min(ints), float(n) / 3,
                math.factorial(6), math.gcd(12, 18), bin(10), hex(255), oct(8))


torch.manual_seed(0)
m = torch.jit.script(ScriptMath().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3)))
