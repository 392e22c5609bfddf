import torch
from typing import List


@torch.jit.script
class Rect:
    def __init__(self, w: float, h: float):
        self.w = w
        self.h = h

    @property
    def area(self) -> float:
        return self.w * self.h

    def scaled(self, k: float) -> "Rect":
        return Rect(self.w * k, self.h * k)

    def describe(self) -> str:
        return "Rect(" + str(self.w) + "x" + str(self.h) + ")"

    @staticmethod
    def square(s: float) -> "Rect":
        return Rect(s, s)


@torch.jit.script
def total_area(rs: List[Rect]) -> float:
    t = 0.0
    for r in rs:
        t += r.area
    return t


@torch.jit.script
def run() -> List[str]:
    r = Rect(2.0, 3.0)
    s = Rect.square(1.5)
    big = r.scaled(2.0)
    return [r.describe(), s.describe(), big.describe(), str(big.area), str(total_area([r, s, big]))]


print(run())
