import torch
from enum import Enum
from typing import Any, List

# Explicitly and repeatedly scripting an Enum class is permitted.
@torch.jit.script
class Color(Enum):
    RED = 1
    GREEN = 2

print(torch.jit.script(Color) is Color)

@torch.jit.script
def f(c: Color) -> int:
    return c.value

print(f(Color.GREEN))
