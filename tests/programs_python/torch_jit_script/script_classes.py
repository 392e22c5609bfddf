# Script classes, NamedTuples and Enums defined at the Python level and used
# from script code; objects cross the boundary by copying their attributes,
# as PyTorch's conversion does.
import torch
from enum import Enum
from typing import List, NamedTuple, Optional


@torch.jit.script
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def dot(self, other: "Vec") -> float:
        return self.x * other.x + self.y * other.y

    def scaled(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def __repr__(self) -> str:
        return "Vec(" + str(self.x) + ", " + str(self.y) + ")"


class Box(NamedTuple):
    lo: float
    hi: float


class Color(Enum):
    RED = 1
    GREEN = 2


class Stack:
    def __init__(self):
        self.items: List[int] = []

    def push(self, v: int) -> None:
        self.items.append(v)

    def pop(self) -> Optional[int]:
        if len(self.items) == 0:
            return None
        return self.items.pop()


@torch.jit.script
def longest(vs: List[Vec]) -> Vec:
    best = vs[0]
    for v in vs:
        if v.dot(v) > best.dot(best):
            best = v
    return best


@torch.jit.script
def clamp_box(x: float, b: Box) -> float:
    return min(max(x, b.lo), b.hi)


@torch.jit.script
def make_box(a: float, b: float) -> Box:
    return Box(min(a, b), max(a, b))


@torch.jit.script
def color_code(c: Color) -> int:
    if c == Color.RED:
        return 10
    return c.value


@torch.jit.script
def use_stack(n: int) -> List[int]:
    s = Stack()
    for i in range(n):
        s.push(i * i)
    out: List[int] = []
    for _ in range(n + 1):
        v = s.pop()
        if v is not None:
            out.append(v)
    return out


v = Vec(3.0, 4.0)
print(type(v).__name__, v.x, v.dot(v), v)
w = v.scaled(0.5)
print(w.x, w.y)
best = longest([Vec(1.0, 1.0), v, Vec(0.0, 2.0)])
print(type(best).__name__, best.x, best.y, best is v)
print(clamp_box(5.0, Box(0.0, 1.0)), clamp_box(-2.0, Box(-1.0, 1.0)))
b = make_box(3.0, -2.0)
print(b, type(b).__name__, b.lo)
print(color_code(Color.RED), color_code(Color.GREEN))
print(use_stack(4))
