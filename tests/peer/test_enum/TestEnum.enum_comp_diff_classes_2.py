import torch
from enum import Enum
from typing import Any, List

class Foo(Enum):
    ITEM1 = 1
    ITEM2 = 2

class Bar(Enum):
    ITEM1 = 1
    ITEM2 = 2

def enum_comp(x: Foo) -> bool:
    return x == Bar.ITEM1

scripted_enum_comp = torch.jit.script(enum_comp)
print(scripted_enum_comp(Foo.ITEM1))
