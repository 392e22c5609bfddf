import torch
from enum import Enum
from typing import Any


class Level(Enum):
    LOW = -1
    MID = 0
    HIGH = 2


DEFAULT = Level.HIGH


@torch.jit.script
def describe(x: Level) -> str:
    if x == DEFAULT:
        return "default " + str(x.value)
    return x.name + " " + str(x.value)


@torch.jit.script
def is_level(x: Any) -> bool:
    return isinstance(x, Level)


print(describe(Level.LOW), describe(Level.HIGH))
print(is_level(Level.MID), is_level(3), is_level("LOW"))
