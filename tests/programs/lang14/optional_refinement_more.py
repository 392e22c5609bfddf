import torch
from typing import Optional, List


@torch.jit.script
def both(a: Optional[int], b: Optional[int]) -> int:
    if a is not None and b is not None:
        return a + b
    elif a is None and b is None:
        return 0
    elif a is not None:
        return a
    else:
        assert b is not None
        return -b


@torch.jit.script
def early(x: Optional[torch.Tensor]) -> torch.Tensor:
    if x is None:
        return torch.zeros(1)
    return x * 2


@torch.jit.script
def loop_refine(xs: List[Optional[int]]) -> int:
    total = 0
    for x in xs:
        if x is not None:
            total += x
    return total


@torch.jit.script
def ternary(x: Optional[int]) -> int:
    y = x if x is not None else 10
    return y + (1 if x is None else 0)


@torch.jit.script
def not_none_or(x: Optional[str]) -> str:
    if not (x is None):
        return x + "!"
    return "none"


print(both(1, 2), both(None, None), both(3, None), both(None, 4))
print(early(None), early(torch.tensor([1.0, 2.0])))
print(loop_refine([1, None, 3, None]))
print(ternary(None), ternary(5))
print(not_none_or("a"), not_none_or(None))
print(both.code)
