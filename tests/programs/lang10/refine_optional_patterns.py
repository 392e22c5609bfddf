import torch
from typing import List, Optional


@torch.jit.script
def first_positive(xs: List[int]) -> Optional[int]:
    for x in xs:
        if x > 0:
            return x
    return None


@torch.jit.script
def use(xs: List[int]) -> int:
    p = first_positive(xs)
    if p is None:
        return -1
    return p * 10


@torch.jit.script
def both(a: Optional[int], b: Optional[int]) -> int:
    if a is not None and b is not None:
        return a + b
    elif a is not None:
        return a
    elif b is not None:
        return b
    return 0


@torch.jit.script
def with_assert(a: Optional[float]) -> float:
    assert a is not None, "need a value"
    return a / 2.0


@torch.jit.script
def or_default(a: Optional[str]) -> str:
    return a if a is not None else "default"


@torch.jit.script
def not_none_neg(a: Optional[int]) -> bool:
    return not (a is None) and a < 0


print(use([-1, 0, 3, 4]), use([-5]), use([]))
print(both(1, 2), both(None, 2), both(3, None), both(None, None))
print(with_assert(3.0))
print(or_default(None), or_default("given"))
print(not_none_neg(-2), not_none_neg(2), not_none_neg(None))
