# Enums (test_enum.py): name/value, comparison, iteration, enum as attribute & constant.
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
def names(c: Color) -> str:
    return c.name + ":" + str(c.value)


@torch.jit.script
def cmp(a: Color, b: Color) -> List[bool]:
    return [a == b, a != b, a is Color.RED, a == Color.GREEN]


@torch.jit.script
def all_values() -> List[int]:
    return [c.value for c in Color]


@torch.jit.script
def pick(m: Mode) -> Mode:
    if m == Mode.TRAIN:
        return Mode.EVAL
    return Mode.TRAIN


@torch.jit.script
def in_list(c: Color) -> bool:
    return c == Color.RED or c == Color.BLUE


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.c = Color.BLUE

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.c == Color.BLUE:
            return x * self.c.value
        return x


print(names(Color.GREEN), names(Color.RED))
print(cmp(Color.RED, Color.RED), cmp(Color.GREEN, Color.BLUE))
print(all_values())
print(pick(Mode.TRAIN), pick(Mode.EVAL).value)
print(in_list(Color.GREEN), in_list(Color.BLUE))
print(torch.jit.script(M())(torch.ones(2)))
