import torch
from typing import List, Tuple


@torch.jit.script
def stats(xs: List[float]) -> Tuple[float, float, int]:
    lo = xs[0]
    hi = xs[0]
    for x in xs:
        if x < lo:
            lo = x
        if x > hi:
            hi = x
    return lo, hi, len(xs)


@torch.jit.script
def use(xs: List[float]) -> str:
    lo, hi, n = stats(xs)
    (a, b), c = (lo, hi), n
    t = stats(xs)
    first, *rest = (1, 2, 3)
    return str(a) + "," + str(b) + "," + str(c) + "," + str(t[1]) + "," + str(first) + str(rest)


print(use([3.0, -1.5, 8.25]))
print(stats([2.0]))
