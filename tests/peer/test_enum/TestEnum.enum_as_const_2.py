import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def enum_const(x: Color) -> bool:
    return x == Color.RED

scripted = torch.jit.script(enum_const)
print(scripted(Color.RED), scripted(Color.GREEN))
