import torch
from typing import List, Optional

@torch.jit.script
def a(x: int) -> int:
    if x > 1:
        return 1
    if x > 0:
        return 2
    return 3

@torch.jit.script
def b(x: int) -> int:
    y = x + 1
    if y > 5:
        y = y * 2
        return y
    else:
        y = y - 1
    z = y * 3
    return z

@torch.jit.script
def c(x: Optional[int]) -> int:
    if x is None:
        return 0
    return x + 1

@torch.jit.script
def d(x: int) -> int:
    if x > 1:
        if x > 5:
            return 5
        x = x + 1
    return x

@torch.jit.script
def e(x: int) -> int:
    if x < 0:
        raise ValueError("neg")
    return x


@torch.jit.script
def both(x: int) -> str:
    if x > 0:
        return "pos"
    else:
        return "neg"


@torch.jit.script
def guarded(xs: List[int]) -> int:
    if len(xs) == 0:
        return -1
    total = 0
    for v in xs:
        total += v
    if total > 100:
        return 100
    return total


print(a.code)
print(b.code)
print(c.code)
print(e.code)
print(both.code)
print(guarded.code)
print(a(2), a(1), a(0), b(5), b(1), c(None), c(4), both(1), both(-1), guarded([]), guarded([1, 2]), guarded([90, 20]))
