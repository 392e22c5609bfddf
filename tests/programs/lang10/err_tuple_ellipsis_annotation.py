import torch
from typing import Tuple


@torch.jit.script
def ok(t: Tuple[int, int]) -> int:
    return t[0] + t[1]


print(ok((1, 2)))


@torch.jit.script
def bad(x: int) -> int:
    y: Tuple[int, ...] = (x, x)
    return y[0]
