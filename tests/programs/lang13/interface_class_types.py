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
class Rect:
    def __init__(self, w: float, h: float):
        self.w = w
        self.h = h

    def area(self) -> float:
        return self.w * self.h

    def name(self) -> str:
        return "rect"

    def extra(self) -> int:
        return 1


@torch.jit.script
def total(shapes: List[Shape]) -> float:
    t = 0.0
    for s in shapes:
        t += s.area()
    return t


@torch.jit.script
def run() -> List[str]:
    a: Shape = Square(2.0)
    b: Shape = Rect(1.5, 2.0)
    names = [a.name(), b.name()]
    names.append(str(total([a, b])))
    return names


print(run())
