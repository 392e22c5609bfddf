import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def return_enum(cond: bool):
    if cond:
        return Color.RED
    else:
        return Color.GREEN

scripted = torch.jit.script(return_enum)
print(scripted(True), scripted(False))
print(scripted(True) == Color.RED)
