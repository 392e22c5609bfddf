import torch
from typing import Tuple, List

@torch.jit.script
def tup(t: Tuple[int, str, float, List[int]]) -> Tuple[int, str, Tuple[str, float], int, bool]:
    a = t[0]
    b = t[-3]
    s = t[1:3]
    n = len(t)
    return a, b, s, n, 3 in t[3]

@torch.jit.script
def tup_loop(t: Tuple[int, int, int]) -> int:
    acc = 0
    for v in t:
        acc = acc * 10 + v
    return acc

@torch.jit.script
def swap(a: int, b: int) -> Tuple[int, int, Tuple[int, int]]:
    a, b = b, a
    c = (a, b) + (b, a)
    return a, b, (c[1], c[2])

@torch.jit.script
def compare(a: Tuple[int, int], b: Tuple[int, int]) -> List[bool]:
    return [a == b, a != b, a[0] < b[0]]

print(tup((1, "x", 2.5, [1, 2, 3])))
print(tup_loop((1, 2, 3)))
print(swap(1, 2))
print(compare((1, 2), (1, 3)), compare((2, 0), (1, 9)))
