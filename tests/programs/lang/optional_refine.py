import torch
from typing import Optional, List


@torch.jit.script
def f(x: Optional[int], y: Optional[int]) -> int:
    if x is not None and y is not None:
        return x + y
    if x is None:
        return -1
    return x * 10


@torch.jit.script
def early(x: Optional[torch.Tensor]) -> torch.Tensor:
    if x is None:
        return torch.zeros(1)
    return x + 1


@torch.jit.script
def lst(xs: List[Optional[int]]) -> int:
    t = 0
    for x in xs:
        if x is not None:
            t += x
    return t


@torch.jit.script
def with_assert(x: Optional[int]) -> int:
    assert x is not None
    return x + 1


@torch.jit.script
def or_default(x: Optional[int]) -> int:
    y = x if x is not None else 5
    return y


print(f(1, 2), f(None, 2), f(3, None))
print(early(None), early(torch.ones(2)))
print(lst([1, None, 5, None]))
print(with_assert(4), or_default(None), or_default(9))
