import math
from typing import List, Tuple
import torch


@torch.jit.script
def numeric(a: float, b: int) -> List[float]:
    out: List[float] = []
    out.append(math.sqrt(a))
    out.append(math.floor(a) + 0.0)
    out.append(float(math.ceil(a)))
    out.append(math.log(a) if a > 0 else -1.0)
    out.append(float(abs(-b)))
    out.append(float(b // 3))
    out.append(float(b % 3))
    out.append(float(round(a)))
    out.append(max(a, float(b)))
    out.append(min([a, 1.5, float(b)]))
    out.append(math.pi)
    out.append(float(int(a)))
    out.append(a ** 2)
    out.append(float(2 ** b))
    return out


@torch.jit.script
def divmods(a: int, b: int) -> Tuple[int, int, float, bool]:
    q, r = divmod(a, b)
    return q, r, a / b, math.isnan(float("nan"))


print([round(v, 6) for v in numeric(2.7, 7)])
print(divmods(-7, 2), divmods(7, -2))


@torch.jit.script
def conversions(s: str) -> Tuple[int, float, str, bool]:
    return int(s), float(s + ".5"), str(int(s) * 2), bool(int(s))


print(conversions("12"))


@torch.jit.script
def fmt(x: float, n: int) -> str:
    return "{} and {}".format(x, n) + " | " + str(x) + " " + str([x, 1.0]) + " " + str((n, "s"))


print(fmt(0.1, 3))
print(fmt(1e-7, -1))
print(fmt(2.0, 0))


@torch.jit.script
def printing(x: torch.Tensor):
    print("value:", x.sum().item(), [1, 2], {"k": 1.5}, (1, True), None)


printing(torch.ones(3))
