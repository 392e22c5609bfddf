import torch
from enum import Enum
from typing import List


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Mode(Enum):
    TRAIN = "train"
    EVAL = "eval"


@torch.jit.script
def describe(c: Color) -> str:
    if c == Color.RED:
        return "warm " + c.name
    elif c is Color.GREEN:
        return "natural " + str(c.value)
    return "cool " + c.name + str(c.value)


@torch.jit.script
def all_values() -> List[int]:
    return [c.value for c in Color]


@torch.jit.script
def pick(m: Mode) -> Mode:
    if m == Mode.TRAIN:
        return Mode.EVAL
    return Mode.TRAIN


@torch.jit.script
def compare(a: Color, b: Color) -> List[bool]:
    return [a == b, a != b]


print(describe(Color.RED), describe(Color.GREEN), describe(Color.BLUE))
print(all_values())
print(pick(Mode.TRAIN), pick(Mode.EVAL).value)
print(compare(Color.RED, Color.RED), compare(Color.RED, Color.BLUE))
