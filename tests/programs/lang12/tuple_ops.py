import torch
from typing import Tuple, List


@torch.jit.script
def swap(t: Tuple[int, str]) -> Tuple[str, int]:
    a, b = t
    return b, a


@torch.jit.script
def tuple_stuff(t: Tuple[int, int, int]):
    s = t[0] + t[-1]
    sl = t[1:]
    rev = t[::-1]
    l = len(t)
    eq = t == (1, 2, 3)
    ne = t != (1, 2, 3)
    c = 2 in t
    return s, sl, rev, l, eq, ne, c


@torch.jit.script
def nested(t: Tuple[Tuple[int, float], List[str]]) -> str:
    (i, f), names = t
    out = ""
    for n in names:
        out += n + ":" + str(i) + ":" + str(f) + ";"
    return out


@torch.jit.script
def iterate(t: Tuple[int, int, int]) -> int:
    total = 0
    for v in t:
        total = total * 10 + v
    return total


print(swap((1, "x")))
print(tuple_stuff((1, 2, 3)), tuple_stuff((4, 5, 6)))
print(nested(((3, 0.5), ["a", "b"])))
print(iterate((4, 0, 2)))
