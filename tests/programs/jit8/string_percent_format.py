# "%" string interpolation (test_string_formatting.py): specifiers, tuples, errors.
import torch
from typing import List


@torch.jit.script
def fmt_s(a: str) -> str:
    return "%s in template %%" % a


@torch.jit.script
def fmt_nums(i: int, f: float) -> str:
    return "%d|%i|%f|%e|%E|%s" % (i, i, f, f, f, i)


@torch.jit.script
def fmt_char(c: int, s: str) -> str:
    return "%c%c" % (c, s)


@torch.jit.script
def fmt_sub(xs: List[str]) -> str:
    return "[%s]" % xs[1]


@torch.jit.script
def fmt_var(t: str) -> str:
    return t % "foo"


@torch.jit.script
def fmt_list(xs: List[int]) -> str:
    return "v=%s" % xs


@torch.jit.script
def bad(s: str, kind: int) -> str:
    if kind == 0:
        return "%d x" % s
    if kind == 1:
        return "%s %s" % s
    if kind == 2:
        return "%c" % s
    if kind == 3:
        return "%a" % s
    return "%s %" % s


print(fmt_s("foo"))
print(fmt_nums(7, 2.5))
print(fmt_char(97, "b"))
print(fmt_sub(["x", "y"]))
print(fmt_var("%s in template"))
print(fmt_list([1, 2]))
for k in range(5):
    try:
        print(bad("foo", k))
    except Exception as e:
        lines = [l.strip() for l in str(e).splitlines() if l.strip()]
        print(type(e).__name__, "|", lines[-1])
