import torch
import torch.nn as nn
from typing import List

class M(nn.Module):
    def forward(self, xs: List[int]) -> int:
        s = 0
        for v in xs:
            if v < 0:
                continue
            if v > 100:
                break
            s += v
        i = 0
        while i < 5:
            i += 1
            if i % 2 == 0:
                continue
            s += i
        if s > 1000:
            return -1
        return s

    @torch.jit.export
    def sign(self, x: int) -> int:
        if x > 0:
            return 1
        else:
            return -1

m = torch.jit.script(M())
print(m([1, -2, 3, 200, 5]), m.sign(3), m.sign(-3))
torch.jit.save(m, "exits.pt")
l = torch.jit.load("exits.pt")
print(l([1, -2, 3, 200, 5]), l.sign(3), l.sign(-3))

# script classes, NamedTuples and enums travel with the module
from enum import Enum
from typing import NamedTuple, Tuple


class Color(Enum):
    RED = 1
    GREEN = 2


class Point(NamedTuple):
    x: float
    y: float


@torch.jit.script
class Acc:
    def __init__(self, start: int):
        self.total = start
        self.hist: List[int] = []

    def add(self, v: int) -> int:
        self.total += v
        self.hist.append(v)
        return self.total


class WithTypes(nn.Module):
    def __init__(self):
        super().__init__()
        self.acc = Acc(10)
        self.color = Color.GREEN

    def forward(self, x: int) -> Tuple[int, Point]:
        t = self.acc.add(x)
        if self.color == Color.GREEN:
            t = t * 2
        return t, Point(float(t), 2.0)


w = torch.jit.script(WithTypes())
print(w(1))
w.save("types.pt")
lw = torch.jit.load("types.pt")
print(lw(2))
print(lw(3))
