import torch
from enum import Enum
from typing import Any, List

class IntEnum(Enum):
    FOO = 1
    BAR = 2

class FloatEnum(Enum):
    FOO = 1.2
    BAR = 2.3

class StringEnum(Enum):
    FOO = "foo as in foo bar"
    BAR = "bar as in foo bar"

def supported_enum_types(a: IntEnum, b: FloatEnum, c: StringEnum):
    return (a.name, b.name, c.name)

scripted = torch.jit.script(supported_enum_types)
print(scripted(IntEnum.FOO, FloatEnum.BAR, StringEnum.FOO))
