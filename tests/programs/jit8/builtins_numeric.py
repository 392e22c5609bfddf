# Numeric builtins (test_builtins.py / test_jit.py): divmod, abs, round, pow, int/float
# conversion, math module, hash, bool conversions, chr/ord, hex/oct/bin.
import torch
import math
from typing import List, Tuple


@torch.jit.script
def ints(a: int, b: int) -> Tuple[int, int, int, int, int, float]:
    q, r = divmod(a, b)
    return q, r, a // b, a % b, abs(a), pow(a, 2)


@torch.jit.script
def floats(x: float) -> List[float]:
    return [round(x), abs(x), float(math.floor(x)), float(math.ceil(x)), math.sqrt(abs(x)),
            math.fabs(x), float(int(x)), x ** 2, math.copysign(1.0, x)]


@torch.jit.script
def conv(s: str, i: int) -> List[str]:
    return [str(int(s) + 1), str(float(s)), chr(i), str(ord("A")), hex(i), oct(i), bin(i)]


@torch.jit.script
def boolish(x: int, s: str, l: List[int]) -> List[bool]:
    return [bool(x), bool(len(s)), bool(len(l)), not x, x == 1]


@torch.jit.script
def fdiv(a: float, b: float) -> Tuple[float, float]:
    q, r = divmod(a, b)
    return q, r


@torch.jit.script
def math_fns(x: float) -> List[float]:
    return [math.exp(x), math.log(x), math.log10(x), math.log1p(x), math.atan2(x, 1.0),
            math.gamma(x), math.erf(x), float(math.isnan(x)), float(math.isinf(x)),
            math.pi, math.e]


print(ints(17, 5), ints(-17, 5))
print(floats(2.5), floats(-3.5))
print(conv("41", 97))
print(boolish(0, "", [1]), boolish(1, "x", []))
print(fdiv(7.5, 2.0), fdiv(-7.5, 2.0))
print([round(v, 6) for v in math_fns(1.5)])
