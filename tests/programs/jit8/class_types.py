# Script classes (test_class_type.py): attributes, methods, magic methods, static/class methods.
import torch
from typing import List, Optional


@torch.jit.script
class Point:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y

    def __add__(self, o: "Point") -> "Point":
        return Point(self.x + o.x, self.y + o.y)

    def __eq__(self, o: "Point") -> bool:
        return self.x == o.x and self.y == o.y

    def __lt__(self, o: "Point") -> bool:
        return self.norm2() < o.norm2()

    def __len__(self) -> int:
        return 2

    def __getitem__(self, i: int) -> float:
        return self.x if i == 0 else self.y

    def __contains__(self, v: float) -> bool:
        return v == self.x or v == self.y

    @staticmethod
    def origin() -> "Point":
        return Point(0.0, 0.0)


@torch.jit.script
class Stack:
    def __init__(self):
        self.items: List[int] = []
        self.last = 0

    def push(self, v: int):
        self.items.append(v)
        self.last = v

    def pop(self) -> int:
        return self.items.pop()


@torch.jit.script
def use(a: float, b: float) -> List[float]:
    p = Point(a, b)
    q = p + Point(1.0, 1.0)
    o = Point.origin()
    return [q.x, q.y, q.norm2(), float(len(q)), q[1], float(p == Point(a, b)),
            float(o < p), float(2.0 in q), float(not (p == q))]


@torch.jit.script
def sort_points(xs: List[float]) -> List[float]:
    ps = [Point(x, -x) for x in xs]
    ps.sort()
    return [p.x for p in ps]


@torch.jit.script
def stack_ops() -> List[int]:
    s = Stack()
    for i in range(4):
        s.push(i * 3)
    a = s.pop()
    last = s.last
    return [a, last, len(s.items)]


print(use(1.0, 2.0))
print(sort_points([3.0, -1.0, 2.0, 0.5]))
print(stack_ops())
p = Point(3.0, 4.0)
print(p.norm2(), p.x)
