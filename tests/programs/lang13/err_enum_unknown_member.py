import torch
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def f() -> int:
    return Color.PURPLE.value


print("start")
torch.jit.script(f)
