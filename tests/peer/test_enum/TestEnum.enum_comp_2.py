import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def enum_comp(x: Color, y: Color) -> bool:
    return x == y

scripted_enum_comp = torch.jit.script(enum_comp)
print(scripted_enum_comp(Color.RED, Color.RED))
print(scripted_enum_comp(Color.RED, Color.GREEN))
