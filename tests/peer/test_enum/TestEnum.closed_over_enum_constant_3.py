import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

a = Color

def closed_over_aliased_type():
    return a.RED.value

scripted = torch.jit.script(closed_over_aliased_type)
print(scripted())
