import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2
    PURPLE = 3

def iterate_enum(x: Color):
    res: List[int] = []
    for e in Color:
        if e != x:
            res.append(e.value)
    return res

scripted = torch.jit.script(iterate_enum)
print(scripted(Color.RED))
print(scripted(Color.GREEN))
