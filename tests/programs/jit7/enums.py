# Enums in TorchScript: .name/.value, equality, enums as arguments,
# returned values, dict values, iteration over the enum class, and
# enum-typed module constants.
import torch
from enum import Enum
from typing import List, Dict


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 4


class Unit(Enum):
    CM = "cm"
    IN = "in"


@torch.jit.script
def info(c: Color) -> str:
    if c == Color.RED:
        return "warm " + c.name
    return c.name + "=" + str(c.value)


print(info(Color.RED), info(Color.BLUE))


@torch.jit.script
def pick(v: int) -> Color:
    for c in Color:
        if c.value == v:
            return c
    return Color.GREEN


print(pick(4), pick(99))


@torch.jit.script
def names() -> List[str]:
    return [c.name for c in Color]


print(names())


@torch.jit.script
def convert(x: float, u: Unit) -> float:
    if u == Unit.IN:
        return x * 2.54
    return x


print(convert(2.0, Unit.IN), convert(2.0, Unit.CM))


@torch.jit.script
def tally(cs: List[Color]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for c in cs:
        d[c.name] = d.get(c.name, 0) + c.value
    return d


print(tally([Color.RED, Color.BLUE, Color.RED]))


@torch.jit.script
def ne(a: Color, b: Color) -> List[bool]:
    return [a != b, a == b, a is b]


print(ne(Color.RED, Color.GREEN), ne(Color.BLUE, Color.BLUE))


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.c = Color.GREEN

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.c.value


print(torch.jit.script(M())(torch.ones(2)))
