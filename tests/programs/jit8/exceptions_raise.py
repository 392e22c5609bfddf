# Raising exceptions in script (test_exception.py): types, messages, in nested calls.
import torch
from typing import Dict, List


@torch.jit.script
def checker(x: int) -> int:
    if x < 0:
        raise ValueError("negative: " + str(x))
    if x == 0:
        raise RuntimeError("zero")
    if x > 100:
        raise AssertionError("too big")
    return x


@torch.jit.script
def outer(xs: List[int]) -> int:
    s = 0
    for x in xs:
        s += checker(x)
    return s


@torch.jit.script
def asserts(x: int) -> int:
    assert x != 3, "x must not be 3"
    assert x < 10
    return x


@torch.jit.script
def key_err(d: Dict[str, int], k: str) -> int:
    return d[k]


@torch.jit.script
def idx_err(xs: List[int], i: int) -> int:
    return xs[i]


def last(e):
    lines = [l for l in str(e).splitlines() if l.strip()]
    return lines[-1].strip()


print(outer([1, 2, 3]))
for arg in ([1, -2], [0], [500]):
    try:
        outer(arg)
    except Exception as e:
        print(type(e).__name__, "|", last(e))
for v in (3, 12, 4):
    try:
        print(asserts(v))
    except Exception as e:
        print(type(e).__name__, "|", last(e))
try:
    key_err({"a": 1}, "b")
except Exception as e:
    print(type(e).__name__, "|", last(e))
try:
    idx_err([1, 2], 5)
except Exception as e:
    print(type(e).__name__, "|", last(e))
