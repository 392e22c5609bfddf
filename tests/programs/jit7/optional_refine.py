# Optional refinement: `is None` / `is not None` in if, and/or chains,
# early returns, while loops, and unwrap through torch.jit._unwrap_optional.
import torch
from typing import Optional, List


@torch.jit.script
def pick(a: Optional[int], b: Optional[int]) -> int:
    if a is not None and b is not None:
        return a + b
    elif a is not None:
        return a
    if b is None:
        return -1
    return b * 10


print(pick(1, 2), pick(3, None), pick(None, 4), pick(None, None))


@torch.jit.script
def early(x: Optional[torch.Tensor]) -> torch.Tensor:
    if x is None:
        return torch.zeros(2)
    return x * 2


print(early(None), early(torch.tensor([1.0, 2.0])))


@torch.jit.script
def or_refine(x: Optional[int]) -> int:
    if x is None or x < 0:
        return 0
    return x + 1


print(or_refine(None), or_refine(-5), or_refine(5))


@torch.jit.script
def loop_refine(xs: List[Optional[int]]) -> List[int]:
    out: List[int] = []
    for x in xs:
        if x is not None:
            out.append(x * x)
    return out


print(loop_refine([1, None, 3, None, 5]))


@torch.jit.script
def ternary(x: Optional[float]) -> float:
    y = x if x is not None else 2.5
    return y * 2


print(ternary(None), ternary(1.25))


@torch.jit.script
def assign_opt(flag: bool) -> Optional[int]:
    r: Optional[int] = None
    if flag:
        r = 7
    return r


print(assign_opt(True), assign_opt(False))


@torch.jit.script
def unwrap(x: Optional[int]) -> int:
    assert x is not None
    return x + 100


print(unwrap(1))
try:
    unwrap(None)
except Exception as e:
    print(type(e).__name__)


@torch.jit.script
def walrus_free(d: Optional[List[int]]) -> int:
    n = 0
    if d is not None:
        while len(d) > 0:
            n += d.pop()
    return n


print(walrus_free([1, 2, 3]), walrus_free(None))


# Refinement does not flow past `continue` in 1.13: the use is a type error.
try:
    torch.jit.CompilationUnit('''
def f(xs: List[Optional[int]]) -> List[int]:
    out: List[int] = []
    for x in xs:
        if x is None:
            continue
        out.append(x * x)
    return out
''')
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
