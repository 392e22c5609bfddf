# Script functions calling other (un-annotated) functions, default
# arguments, keyword arguments, recursive compile of helpers, closures
# rejected, and functions passed through modules.
import torch
from typing import List, Optional


def helper(x: int, scale: int = 2) -> int:
    return x * scale


def twice(xs: List[int], offset: int = 0) -> List[int]:
    return [helper(x) + offset for x in xs]


def opt_default(x: torch.Tensor, w: Optional[torch.Tensor] = None) -> torch.Tensor:
    if w is None:
        return x.sum()
    return (x * w).sum()


@torch.jit.script
def top(xs: List[int]) -> List[int]:
    return twice(xs) + twice(xs, offset=10) + [helper(5, scale=3), helper(scale=4, x=1)]


print(top([1, 2]))


@torch.jit.script
def use_opt(x: torch.Tensor) -> List[float]:
    return [float(opt_default(x)), float(opt_default(x, torch.full_like(x, 2.0))),
            float(opt_default(x, w=None))]


print(use_opt(torch.tensor([1.0, 2.0, 3.0])))


def fact(n: int) -> int:
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


def choose(n: int, k: int) -> int:
    return fact(n) // (fact(k) * fact(n - k))


@torch.jit.script
def pascal(n: int) -> List[List[int]]:
    return [[choose(i, j) for j in range(i + 1)] for i in range(n)]


print(pascal(5))
print(torch.jit.script(choose)(6, 3))


def rec(n: int) -> int:
    if n == 0:
        return 0
    return rec(n - 1) + 1


try:
    torch.jit.script(rec)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[0])


def with_kwonly(x: int, *, y: int = 3) -> int:
    return x - y


try:
    torch.jit.script(with_kwonly)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[0])
