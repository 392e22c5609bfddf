import torch
from enum import Enum


class Mode(Enum):
    FAST = 1
    SLOW = 2.5


@torch.jit.script
def f(m: Mode) -> str:
    return m.name


print("unreachable")
