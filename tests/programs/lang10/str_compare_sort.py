import torch
from typing import List


@torch.jit.script
def order(xs: List[str]) -> List[str]:
    ys = sorted(xs)
    ys.append(str(ys[0] < ys[-1]))
    return ys


@torch.jit.script
def cmp(a: str, b: str) -> List[bool]:
    return [a < b, a <= b, a > b, a >= b, a == b, a != b]


@torch.jit.script
def sort_inplace(xs: List[str]) -> List[str]:
    xs.sort(reverse=True)
    return xs


print(order(["pear", "apple", "Zebra", "banana", "apple2"]))
print(cmp("abc", "abd"), cmp("b", "abc"), cmp("", "a"), cmp("x", "x"))
print(sort_inplace(["b", "c", "a", "B"]))
