import torch
from enum import Enum
from typing import List


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Unit(Enum):
    CM = "cm"
    M = "m"


class Scale(Enum):
    SMALL = 0.5
    BIG = 2.0


@torch.jit.script
def describe(c: Color, u: Unit) -> str:
    return c.name + ":" + str(c.value) + " " + u.name + ":" + u.value


@torch.jit.script
def all_values() -> List[int]:
    out: List[int] = []
    for c in Color:
        out.append(c.value)
    return out


@torch.jit.script
def scale(s: Scale, x: float) -> float:
    if s == Scale.BIG:
        return x * s.value
    return x / s.value


@torch.jit.script
def same(a: Color, b: Color) -> bool:
    return a == b and not (a != b)


print(describe(Color.GREEN, Unit.M))
print(all_values())
print(scale(Scale.BIG, 3.0), scale(Scale.SMALL, 3.0))
print(same(Color.RED, Color.RED), same(Color.RED, Color.BLUE))
print(describe.graph.findNode("prim::EnumName").output().type())
