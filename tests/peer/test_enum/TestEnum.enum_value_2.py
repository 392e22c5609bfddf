import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def enum_value(x: Color) -> int:
    return x.value

scripted_enum_value = torch.jit.script(enum_value)
print(scripted_enum_value(Color.RED), scripted_enum_value(Color.GREEN))
