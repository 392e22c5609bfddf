# @torch.jit._overload on free functions: each stub's signature compiles the
# single implementation; a call picks the first stub its arguments match,
# and the implementation's defaults fill the stub's missing ones.
import torch
from typing import List


@torch.jit._overload
def scale(x: int, k: int) -> int:
    ...


@torch.jit._overload
def scale(x: List[float], k: int) -> List[float]:
    pass


def scale(x, k: int = 2):
    if isinstance(x, int):
        return x * k
    else:
        return [v * k for v in x]


@torch.jit.script
def use(n: int) -> List[float]:
    out = scale([1.5, 2.0], scale(n))
    return out + scale([0.5], 3)


print(use(2))
print(use.code)


def uses_missing():
    return missing(1)


@torch.jit._overload
def missing(x: int) -> int:
    pass


torch.jit.script(uses_missing)
