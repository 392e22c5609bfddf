import torch
from typing import List


@torch.jit.script
def classify(x: int) -> str:
    return "small" if x < 3 else ("mid" if 3 <= x < 7 else "big")


@torch.jit.script
def chain(a: int, b: int, c: int) -> List[bool]:
    return [a < b < c, a < b > c, a == b == c, a != b != c, 0 <= a <= b <= c <= 100]


@torch.jit.script
def boolops(a: bool, b: bool) -> List[bool]:
    r: List[bool] = []
    r.append(a and b)
    r.append(a or b)
    r.append(not a)
    return r


print([classify(i) for i in [1, 4, 9]])
print(chain(1, 2, 3), chain(3, 3, 3), chain(1, 5, 2))
print(boolops(False, True), boolops(True, False))
