# NamedTuple in script: construction (positional/keyword), field access,
# indexing, unpacking, defaults, nesting, as module outputs, in lists.
import torch
from typing import NamedTuple, List, Optional


class Point(NamedTuple):
    x: float
    y: float


class Box(NamedTuple):
    lo: Point
    hi: Point
    label: str = "box"
    tag: Optional[int] = None


@torch.jit.script
def area(b: Box) -> float:
    return (b.hi.x - b.lo.x) * (b.hi[1] - b.lo[1])


@torch.jit.script
def make(n: int) -> List[Box]:
    out: List[Box] = []
    for i in range(n):
        out.append(Box(Point(0.0, 0.0), Point(float(i + 1), 2.0)))
    out.append(Box(lo=Point(1.0, 1.0), hi=Point(y=3.0, x=4.0), label="kw", tag=7))
    return out


boxes = make(2)
print(boxes)
print([area(b) for b in boxes])


@torch.jit.script
def unpack(p: Point) -> float:
    x, y = p
    return x * 10 + y


print(unpack(Point(1.0, 2.0)))


class Stats(NamedTuple):
    mean: torch.Tensor
    count: int


class Agg(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> Stats:
        return Stats(x.mean(), x.numel())


m = torch.jit.script(Agg())
s = m(torch.tensor([1.0, 2.0, 6.0]))
print(s, s.count, type(s).__name__)


@torch.jit.script
def tag_or(b: Box) -> int:
    t = b.tag
    if t is not None:
        return t
    return len(b.label)


print(tag_or(boxes[0]), tag_or(boxes[-1]))

# A NamedTuple field is not refined by `is not None` (only locals are).
try:
    @torch.jit.script
    def tag_bad(b: Box) -> int:
        if b.tag is not None:
            return b.tag
        return 0
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
