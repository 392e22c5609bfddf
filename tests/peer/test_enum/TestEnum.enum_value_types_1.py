import torch
from enum import Enum
from typing import Any, List

class TensorEnum(Enum):
    FOO = torch.tensor(0)
    BAR = torch.tensor(1)

def unsupported_enum_types(a: TensorEnum):
    return a.name

torch.jit.script(unsupported_enum_types)
