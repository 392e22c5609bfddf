import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = "green"

def enum_comp(x: Color, y: Color) -> bool:
    return x == y

torch.jit.script(enum_comp)
