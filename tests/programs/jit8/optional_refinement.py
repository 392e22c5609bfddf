# Optional refinement (test_optional / test_jit): is None, and/or chains, early return, asserts.
import torch
from typing import Optional, List, Tuple


@torch.jit.script
def both(a: Optional[int], b: Optional[int]) -> int:
    if a is not None and b is not None:
        return a + b
    elif a is not None:
        return a
    return -1


@torch.jit.script
def either(a: Optional[int]) -> int:
    if a is None or a < 0:
        return 0
    return a * 2


@torch.jit.script
def early(x: Optional[torch.Tensor]) -> torch.Tensor:
    if x is None:
        return torch.zeros(1)
    return x + 1


@torch.jit.script
def asserted(x: Optional[List[int]]) -> int:
    assert x is not None
    return len(x)


@torch.jit.script
def loop_refine(xs: List[Optional[int]]) -> int:
    s = 0
    for x in xs:
        if x is not None:
            s += x
    return s


@torch.jit.script
def unwrap(x: Optional[int]) -> int:
    return torch.jit._unwrap_optional(x)


@torch.jit.script
def ternary(x: Optional[float]) -> float:
    return x if x is not None else 0.5


@torch.jit.script
def attr_opt(t: Tuple[Optional[int], int]) -> int:
    a, b = t
    if a is None:
        a = b
    return a


print(both(1, 2), both(3, None), both(None, 4))
print(either(None), either(-3), either(5))
print(early(None), early(torch.tensor([1.0])))
print(asserted([1, 2, 3]))
try:
    asserted(None)
except Exception as e:
    print(type(e).__name__)
print(loop_refine([1, None, 5, None]))
print(unwrap(7), ternary(None), ternary(2.0), attr_opt((None, 4)), attr_opt((2, 4)))
