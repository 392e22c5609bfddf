import torch
from typing import List
@torch.jit.script
class Shape:
    def __init__(self, w: float, h: float):
        self.w = w
        self.h = h
    def area(self) -> float:
        return self.w * self.h
    def scale(self, k: float) -> "Shape":
        return Shape(self.w * k, self.h * k)
@torch.jit.script
def total(shapes: List[Shape]) -> float:
    s = 0.0
    for sh in shapes:
        s += sh.scale(2.0).area()
    return s
print(total([Shape(1.0, 2.0), Shape(3.0, 0.5)]))
s = Shape(2.0, 3.0)
print(s.area(), s.w, s.h)
s.w = 10.0
print(s.area())
