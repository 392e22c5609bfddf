# A raise inside a branch: the values the branch would yield print as one
# hoisted uninitialized(T) per type; isinstance refines with unchecked_cast
# even when the static type already decides it.
from typing import List
import torch


@torch.jit.script
def f(x: int) -> int:
    if x > 0:
        raise Exception("a")
    else:
        y = 2
    return y


@torch.jit.script
def g(x: torch.Tensor, b: bool) -> torch.Tensor:
    if b:
        raise Exception("a")
    else:
        y = x + 1
    if b:
        z = y * 2
    else:
        raise ValueError("no")
    return z


@torch.jit.script
def h(x: List[torch.Tensor]) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x
    else:
        return x[0]


@torch.jit.script
def k(x: int) -> int:
    if x > 0:
        return 1
    y = x * 2
    return y


print(f.code)
print(g.code)
print(h.code)
print(k.code)
print(f(-1), h([torch.ones(1)]))
