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
        return "red:" + c.name
    elif c is Color.GREEN:
        return "green:" + str(c.value)
    return c.name + "/" + str(c.value)


@torch.jit.script
def all_units() -> List[str]:
    out: List[str] = []
    for u in Unit:
        out.append(u.value)
    return out


@torch.jit.script
def same(a: Color, b: Color) -> bool:
    return a == b or a != b and a.value > b.value


@torch.jit.script
def returns_enum(x: int) -> Color:
    if x > 0:
        return Color.BLUE
    return Color.RED


print(describe(Color.RED), describe(Color.GREEN), describe(Color.BLUE))
print(all_units())
print(same(Color.RED, Color.RED), same(Color.BLUE, Color.RED), same(Color.RED, Color.BLUE))
print(returns_enum(1), returns_enum(-1))
print(describe.code)
