import torch
from typing import Optional


@torch.jit.script
def describe(x: Optional[int]) -> str:
    if x is None:
        return "none"
    y = x + 1
    if y > 10:
        return "big " + str(y)
    return "small " + str(y)


@torch.jit.script
def both(a: Optional[int], b: Optional[int]) -> int:
    if a is not None and b is not None:
        return a * b
    return 0


@torch.jit.script
def pick(flag: bool, x: float) -> float:
    r = x if flag else -x
    print("r =", r)
    return r


print(describe(None), describe(3), describe(20))
print(both(3, 4), both(None, 4))
print(pick(True, 1.5), pick(False, 2.0))
