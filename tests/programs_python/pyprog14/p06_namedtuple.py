from typing import NamedTuple, Optional
from collections import namedtuple
import torch


class Detection(NamedTuple):
    box: torch.Tensor
    score: float
    label: int = 0
    name: Optional[str] = None

    def area(self):
        b = self.box
        return ((b[2] - b[0]) * (b[3] - b[1])).item()

    @property
    def is_confident(self):
        return self.score > 0.5

    def __repr__(self):
        return f"Det(label={self.label}, score={self.score:.2f})"


d = Detection(torch.tensor([0.0, 0.0, 2.0, 3.0]), 0.9)
print(d, d.area(), d.is_confident, d.label, d.name)
print(Detection._fields, Detection._field_defaults)
d2 = d._replace(score=0.3, label=2)
print(d2, d2.is_confident, len(d2), d2[1])
box, score, *rest = d2
print(score, rest)
print(d._asdict()["score"], isinstance(d, tuple))
Pair = namedtuple("Pair", ["left", "right"], defaults=[None])
p = Pair(1)
print(p, Pair._make([3, 4]), p._asdict())
print(Pair(1, 2) == (1, 2), Pair(1, 2) < Pair(1, 3), hash(Pair(1, 2)) == hash((1, 2)))
Point3 = namedtuple("Point3", "x y z")
pt = Point3(*range(3))
print(pt, pt.x + pt.z, sum(pt), max(pt))
try:
    Point3(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    pt.x = 5
except AttributeError as e:
    print("AttributeError:", e)
out = torch.max(torch.tensor([[1, 5], [7, 2]]), dim=1)
print(type(out).__name__, out.values.tolist(), out.indices.tolist(), out[0].tolist())
v, i = torch.sort(torch.tensor([3, 1, 2]))
print(v.tolist(), i.tolist())


class Sub(Pair):
    def total(self):
        return self.left + (self.right or 0)


print(Sub(2, 5).total(), Sub(2).total(), Sub(1, 2))
