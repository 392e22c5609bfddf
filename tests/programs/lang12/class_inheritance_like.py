import torch
from typing import List


@torch.jit.interface
class Shape:
    def area(self) -> float:
        pass

    def name(self) -> str:
        pass


@torch.jit.script
class Square:
    def __init__(self, s: float):
        self.s = s

    def area(self) -> float:
        return self.s * self.s

    def name(self) -> str:
        return "square"


@torch.jit.script
class Circle:
    def __init__(self, r: float):
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r

    def name(self) -> str:
        return "circle"


@torch.jit.script
def total(shapes: List[Shape]) -> str:
    out = ""
    t = 0.0
    for s in shapes:
        out += s.name() + " "
        t += s.area()
    return out + str(t)


@torch.jit.script
def build() -> str:
    a: Shape = Square(2.0)
    b: Shape = Circle(1.0)
    return total([a, b])


print(build())
