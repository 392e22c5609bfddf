import torch
from typing import List


@torch.jit.script
def f(s: str):
    return s.zfill(8), s.center(11, "*"), s.swapcase(), s.title(), s.rfind("l"), s.rindex("o"), s.expandtabs(4), s.ljust(10, "."), s.rjust(9), s.capitalize()


@torch.jit.script
def g(s: str) -> List[str]:
    return s.splitlines() + s.rsplit(" ", 1) + s.split(None, 1) + s.lstrip("ab").split("\n")


@torch.jit.script
def preds(s: str):
    return s.isidentifier(), s.isprintable(), s.istitle(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.startswith("he", 0, 5), s.endswith("lo", 0), s.count("l", 2)


print(f("hello\tworld"))
print(f("-42 ol"))
print(g("ab cd\nef gh ij"))
print(preds("hello"))
print(preds("Title Case"))
print(preds("123"))
