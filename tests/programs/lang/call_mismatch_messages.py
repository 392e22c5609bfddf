# Why a call matches no schema, in PyTorch's words and order: parameters are
# checked first (missing, type), then extra positionals and unused keywords;
# type variables explain themselves; schemas print as declared.
import torch
from typing import List


def g(a: int) -> int:
    return a


def g2(a: int, b: int) -> int:
    return a


def twice(x: torch.Tensor):
    return torch.relu(x, self=x)


def unknown(x: torch.Tensor):
    return torch.relu(x, foo=x)


def extra(x: torch.Tensor):
    return torch.relu(x, 1)


def user_extra(x: torch.Tensor):
    return g(1, 2)


def user_twice(x: torch.Tensor):
    return g(1, a=2)


def user_missing(x: torch.Tensor):
    return g2(1)


def user_unknown(x: torch.Tensor):
    return g(1, c=3)


def type_before_extra(x: torch.Tensor):
    return g("s", 2)


def insert_float(l: List[int]):
    l.insert(1.5, 1)


def append_mismatch(x: torch.Tensor):
    l = []
    l.append(1)


for f in [twice, unknown, extra, user_extra, user_twice, user_missing, user_unknown, type_before_extra,
          insert_float, append_mismatch]:
    try:
        torch.jit.script(f)
    except Exception as e:
        print(f.__name__, "|", str(e).split("The original call is")[0].split("\n:\n")[0].replace("\n", "|"))
