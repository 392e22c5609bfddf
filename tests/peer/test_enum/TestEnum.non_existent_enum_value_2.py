import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def enum_const(x: Color) -> bool:
    if x == Color.PURPLE:
        return True
    else:
        return False

torch.jit.script(enum_const)
