import torch
from typing import NamedTuple, Tuple, List


class Point(NamedTuple):
    x: int
    y: float


@torch.jit.script
def mk(a: int) -> Point:
    return Point(a, a * 0.5)


@torch.jit.script
def use(p: Point) -> float:
    return p.x + p.y + p[0]


@torch.jit.script
def tup(t: Tuple[int, str, float]):
    a, b, c = t
    return t[-1], t[-3], b + str(a), t[0:2], len(t)


print(mk(3))
print(use(Point(2, 1.5)))
print(tup((2, "ab", 0.25)))
