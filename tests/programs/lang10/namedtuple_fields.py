import torch
from typing import List, NamedTuple, Tuple


class Point(NamedTuple):
    x: int
    y: int


class Box(NamedTuple):
    lo: Point
    hi: Point
    label: str


@torch.jit.script
def area(b: Box) -> int:
    return (b.hi.x - b.lo.x) * (b.hi.y - b.lo.y)


@torch.jit.script
def make(n: int) -> Box:
    return Box(Point(0, 0), Point(n, n + 1), "box" + str(n))


@torch.jit.script
def unpack(p: Point) -> Tuple[int, int, int]:
    x, y = p
    return x, y, p[0] + p[1]


@torch.jit.script
def boxes(n: int) -> List[Box]:
    return [make(i) for i in range(n)]


b = make(3)
print(b)
print(area(b), b.label, b.hi.y)
print(unpack(Point(4, 5)))
print(len(boxes(3)), boxes(2)[1].label)
