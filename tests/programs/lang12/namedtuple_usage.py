import torch
from typing import NamedTuple, List, Optional


class Point(NamedTuple):
    x: float
    y: float


class Labeled(NamedTuple):
    name: str
    pts: List[Point]
    weight: Optional[torch.Tensor]


@torch.jit.script
def centroid(l: Labeled) -> Point:
    sx = 0.0
    sy = 0.0
    for p in l.pts:
        sx += p.x
        sy += p.y
    n = float(len(l.pts))
    return Point(sx / n, sy / n)


@torch.jit.script
def describe(l: Labeled) -> str:
    w = l.weight
    ws = "none" if w is None else str(w.sum().item())
    c = centroid(l)
    x, y = c
    return l.name + " " + str(x) + "," + str(y) + " w=" + ws + " " + str(c[0] == c.x)


@torch.jit.script
def make(n: int) -> Labeled:
    return Labeled("gen", [Point(float(i), float(-i)) for i in range(n)], None)


l = Labeled("tri", [Point(0.0, 0.0), Point(3.0, 0.0), Point(0.0, 3.0)], torch.tensor([1.0, 2.0]))
print(centroid(l))
print(describe(l))
m = make(3)
print(m.name, m.pts, m.weight)
print(describe(m))
