# @torch.jit.interface for modules and classes: swapping implementations
# behind an interface-typed attribute, and interface-typed arguments.
import torch
import torch.nn as nn
from typing import List


@torch.jit.interface
class OpInterface(nn.Module):
    def forward(self, x: torch.Tensor, k: int) -> torch.Tensor:
        pass


class AddK(nn.Module):
    def forward(self, x: torch.Tensor, k: int) -> torch.Tensor:
        return x + k


class MulK(nn.Module):
    def forward(self, x: torch.Tensor, k: int) -> torch.Tensor:
        return x * k


class Host(nn.Module):
    op: OpInterface

    def __init__(self, op: nn.Module):
        super().__init__()
        self.op = op

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.op(x, 3) + self.op.forward(x, 1)


x = torch.tensor([1.0, 2.0])
h = torch.jit.script(Host(AddK()))
print(h(x))
h.op = torch.jit.script(MulK())
print(h(x))


@torch.jit.interface
class Shape(object):
    def area(self) -> float:
        pass

    def name(self) -> str:
        pass


@torch.jit.script
class Square(object):
    def __init__(self, s: float):
        self.s = s

    def area(self) -> float:
        return self.s * self.s

    def name(self) -> str:
        return "square"


@torch.jit.script
class Rect(object):
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
def describe(s: Shape) -> str:
    return s.name() + ":" + str(s.area())


@torch.jit.script
def build() -> float:
    a: Shape = Square(2.0)
    b: Shape = Rect(2.0, 3.0)
    return total([a, b])


print(build())
print(describe(Square(3.0)), describe(Rect(1.0, 2.0)))
