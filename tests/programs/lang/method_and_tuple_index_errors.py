# Operators are methods only of values they take as `self`: (1).add(1) is no
# method call while xs.append / s.upper / t.add are. A literal tuple index
# out of range names the index as written.
import torch
from typing import List


def first_line(fn):
    try:
        torch.jit.script(fn)
        print("compiled")
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])


def int_add():
    c = 1
    return c.add(1)


def float_floor(x: float):
    return x.floor()


def methods_ok(xs: List[int], s: str, t: torch.Tensor):
    xs.append(3)
    return len(xs), s.upper(), t.add(1)


def tuple_past_end():
    tup = (1, 2)
    return tup[2]


def tuple_before_start():
    tup = (1, 2)
    return tup[-3]


for fn in [int_add, float_floor, methods_ok, tuple_past_end, tuple_before_start]:
    first_line(fn)
print(torch.jit.script(methods_ok)([1], "ab", torch.ones(2)))
