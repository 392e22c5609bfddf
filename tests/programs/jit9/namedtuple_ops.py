import torch
from typing import NamedTuple, List, Tuple, Optional

class Point(NamedTuple):
    x: int
    y: int

class Box(NamedTuple):
    lo: Point
    hi: Point
    label: Optional[str]

@torch.jit.script
def area(b: Box) -> int:
    return (b.hi.x - b.lo.x) * (b.hi.y - b.lo.y)

@torch.jit.script
def make_boxes(n: int) -> List[Box]:
    out: List[Box] = []
    for i in range(n):
        out.append(Box(Point(i, i), Point(i + 2, i + 3), "b" + str(i) if i % 2 == 0 else None))
    return out

@torch.jit.script
def unpack(p: Point) -> Tuple[int, int, int]:
    a, b = p
    return a, b, p[0] + p[1]

@torch.jit.script
def labels(bs: List[Box]) -> List[str]:
    res: List[str] = []
    for b in bs:
        lab = b.label
        if lab is not None:
            res.append(lab)
        else:
            res.append("-")
    return res

bs = make_boxes(3)
print(bs[0])
print([area(b) for b in bs])
print(unpack(Point(3, 4)))
print(labels(bs))
print(torch.jit.script(lambda: 0) if False else "done")
