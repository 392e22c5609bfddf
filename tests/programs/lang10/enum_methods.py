import torch
from enum import Enum
from typing import List


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Unit(Enum):
    CM = "cm"
    INCH = "in"


@torch.jit.script
def describe(c: Color) -> str:
    if c == Color.RED:
        return "warm " + c.name
    elif c is Color.BLUE:
        return "cool " + c.name
    return "other " + str(c.value)


@torch.jit.script
def all_values() -> List[int]:
    return [c.value for c in Color]


@torch.jit.script
def convert(x: float, u: Unit) -> float:
    if u == Unit.INCH:
        return x * 2.54
    return x


@torch.jit.script
def unit_name(u: Unit) -> str:
    return u.value + "/" + u.name


print(describe(Color.RED), describe(Color.GREEN), describe(Color.BLUE))
print(all_values())
print(convert(2.0, Unit.INCH), convert(2.0, Unit.CM))
print(unit_name(Unit.CM), unit_name(Unit.INCH))
print(Color.GREEN == Color.GREEN, Color.RED != Color.BLUE)
