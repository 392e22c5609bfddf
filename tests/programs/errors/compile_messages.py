# Compile-time messages as PyTorch 1.13 words them: subscripts, bool casts,
# calls of values, tuple unpacking, inferred (unannotated) Tensor parameters.
import torch
from collections import namedtuple
from typing import List, Optional, Tuple


def first_line(fn):
    try:
        torch.jit.script(fn)
        print("compiled")
    except RuntimeError as e:
        lines = [l for l in str(e).splitlines() if l.strip()]
        print(lines[0].strip())
        for l in lines[1:]:
            if l.startswith("  ") and not l.startswith("  File"):
                continue
            if l.startswith("Inferred") or l.startswith("Expected") or l.startswith("Type variables"):
                print(l)


def int_subscript(x: int):
    return x[0]


def optional_subscript(x: Optional[List[int]]):
    return x[0]


def tuple_not(x: Tuple[int, int]):
    return not x


def tuple_if(x, y):
    if (x, y):
        return 1
    return 0


def optional_not(x: Optional[int]):
    return not x


def list_not(x: List[int]):
    return not x


def call_tensor(x):
    return x(3)


def call_int(x: int):
    return x()


def helper():
    return 3


def function_as_tuple(x: int):
    a, b = helper
    return a


def too_few(x: Tuple[int, int, int]):
    a, b, c, d = x
    return a


def too_few_starred(x: Tuple[int, int, int]):
    a, b, c, d, *e = x
    return a


def too_many(x: Tuple[int, int, int]):
    a, b = x
    return a


def unknown_method(x):
    return x.splork()


def annotated_unknown_method(x: torch.Tensor):
    return x.splork()


def inferred_dim(points, query, dim):
    return (points * query).sum(dim)


def inferred_list(a):
    return torch.cat(a)


def takes_tensor(thing):
    return thing + 1


def inferred_formal(x: int):
    return takes_tensor((x, x))


Point = namedtuple("Point", ["x", "y"])


def namedtuple_field():
    return Point(1, 2)


def unwrap_none():
    return torch.jit._unwrap_optional(None)


def unwrap(x: Optional[int]) -> int:
    return torch.jit._unwrap_optional(x)


for fn in [int_subscript, optional_subscript, tuple_not, tuple_if, optional_not, list_not, call_tensor,
           call_int, function_as_tuple, too_few, too_few_starred, too_many, unknown_method,
           annotated_unknown_method, inferred_dim, inferred_list, inferred_formal, namedtuple_field,
           unwrap_none]:
    first_line(fn)

s = torch.jit.script(unwrap)
print(s(3))
try:
    s(None)
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1])


@torch.jit.script
def zero_dim_len(x):
    n = 0
    for _ in x:
        n += 1
    return n


print(zero_dim_len(torch.ones(3)))
try:
    zero_dim_len(torch.tensor(1))
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1])
