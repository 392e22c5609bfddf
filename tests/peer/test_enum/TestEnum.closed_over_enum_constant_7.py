import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

b = Color.RED

def closed_over_aliased_value():
    return b.value

scripted = torch.jit.script(closed_over_aliased_value)
print(scripted())
