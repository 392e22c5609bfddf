import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

def enum_name(x: Color) -> str:
    return x.name

scripted_enum_name = torch.jit.script(enum_name)
print(scripted_enum_name(Color.RED), scripted_enum_name(Color.GREEN))
