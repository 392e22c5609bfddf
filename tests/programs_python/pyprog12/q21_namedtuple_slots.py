from typing import NamedTuple
from collections import namedtuple
import torch

class Batch(NamedTuple):
    x: torch.Tensor
    y: torch.Tensor
    name: str = "train"
    def size(self):
        return self.x.shape[0]

b = Batch(torch.zeros(3, 2), torch.ones(3))
print(b.size(), b.name, b._fields, Batch._field_defaults)
x, y, n = b
print(x.shape, y.sum().item(), n)
b2 = b._replace(name="val")
print(b2.name, b2._asdict().keys())
Point = namedtuple("Point", "x y", defaults=[0])
print(Point(1), Point(1, 2)._asdict(), Point._make([5, 6]))
print(isinstance(b, tuple), len(b), b[2])

class Vec:
    __slots__ = ("data", "tag")
    def __init__(self, data, tag=""):
        self.data = torch.as_tensor(data, dtype=torch.float32)
        self.tag = tag
    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(self.data + other.data, self.tag + other.tag)
        return Vec(self.data + other, self.tag)
    __radd__ = __add__
    def __mul__(self, k):
        return Vec(self.data * k, self.tag)
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.data, "-" + self.tag)
    def __matmul__(self, other):
        return (self.data @ other.data).item()
    def __len__(self):
        return self.data.numel()
    def __getitem__(self, i):
        return self.data[i].item()
    def __iter__(self):
        return (v.item() for v in self.data)
    def __eq__(self, other):
        return torch.equal(self.data, other.data)
    def __hash__(self):
        return hash(tuple(self))
    def __bool__(self):
        return bool(self.data.any())
    def __repr__(self):
        return f"Vec({self.data.tolist()}, tag={self.tag!r})"

v = Vec([1, 2, 3], "a")
w = Vec([4, 5, 6], "b")
print(v + w, 2 * v, v * 0.5, -v, v @ w, 1 + v)
print(len(v), v[1], list(w), sum(v), v == Vec([1, 2, 3]), bool(Vec([0, 0])))
try:
    v.extra = 1
except AttributeError as e:
    print("AttributeError", e)
print(hasattr(v, "__dict__"), Vec.__slots__)
print(sorted([w, v], key=lambda t: t[0]))
print({v: 1}[Vec([1, 2, 3])])
