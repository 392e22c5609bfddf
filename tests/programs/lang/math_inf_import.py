# `from math import inf` (and math.inf) can be used in script code.
import torch
import math
from math import inf


@torch.jit.script
def clamp_max(xs: list[float]) -> float:
    best = -inf
    for x in xs:
        if x > best and x < math.inf:
            best = x
    return best


print(clamp_max([1.0, 3.5, inf, 2.0]), clamp_max([]))
