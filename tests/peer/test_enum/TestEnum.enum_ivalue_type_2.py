import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def is_color_enum(x: Any):
    return isinstance(x, Color)

scripted_is_color_enum = torch.jit.script(is_color_enum)
print(scripted_is_color_enum(Color.RED))
print(scripted_is_color_enum(Color.GREEN))
print(scripted_is_color_enum(1))
