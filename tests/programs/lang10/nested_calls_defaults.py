import torch
from typing import List, Optional


@torch.jit.script
def scale(x: float, k: float = 2.0) -> float:
    return x * k


@torch.jit.script
def clamp(x: float, lo: float = 0.0, hi: float = 10.0) -> float:
    return max(lo, min(hi, x))


@torch.jit.script
def pipeline(xs: List[float], k: Optional[float] = None) -> List[float]:
    out: List[float] = []
    for x in xs:
        if k is None:
            out.append(clamp(scale(x)))
        else:
            out.append(clamp(scale(x, k), hi=5.0))
    return out


def plain_helper(a: int, b: int) -> int:
    return a * 100 + b


@torch.jit.script
def uses_plain(a: int) -> int:
    return plain_helper(a, b=a + 1)


print(pipeline([-1.0, 1.0, 3.0, 7.0]))
print(pipeline([-1.0, 1.0, 3.0], 3.0))
print(uses_plain(4))
