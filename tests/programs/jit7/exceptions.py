# Exceptions raised from script code: builtin exception types and their
# messages as seen from Python, raise in nested calls, assert messages,
# exceptions inside loops, and error-free paths.
import torch
from typing import List


@torch.jit.script
def check(x: int) -> int:
    if x < 0:
        raise ValueError("negative: " + str(x))
    if x == 0:
        raise ZeroDivisionError("zero")
    if x > 100:
        raise RuntimeError("too big")
    return 100 // x


for v in [5, -3, 0, 1000]:
    try:
        print(check(v))
    except Exception as e:
        print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def inner(xs: List[int]) -> int:
    return xs[10]


@torch.jit.script
def outer(xs: List[int]) -> int:
    return inner(xs) + 1


try:
    outer([1, 2])
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def asserting(xs: List[int]) -> int:
    s = 0
    for x in xs:
        assert x != 3, "found three"
        s += x
    return s


print(asserting([1, 2]))
try:
    asserting([1, 3])
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def dict_missing(k: str) -> int:
    d = {"a": 1}
    return d[k]


try:
    dict_missing("zz")
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def bad_shape(x: torch.Tensor) -> torch.Tensor:
    return x.view(5)


try:
    bad_shape(torch.zeros(2, 3))
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def int_conv(s: str) -> int:
    return int(s)


print(int_conv("42"))
try:
    int_conv("4x")
except Exception as e:
    print(type(e).__name__)


@torch.jit.script
def list_pop_empty() -> int:
    xs: List[int] = []
    return xs.pop()


try:
    list_pop_empty()
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])
