# Enum members with unhashable values (lists) in Python, and TorchScript's
# rejection of non-scalar enum value types.
import torch
from enum import Enum
from typing import Dict


class Scheme(Enum):
    INPUT = ["input"]
    MANIFOLD = ["input", "fusion"]
    AGAIN = ["input"]


print(list(Scheme), Scheme.AGAIN is Scheme.INPUT, Scheme(["input", "fusion"]))
print(Scheme.MANIFOLD.value, len(Scheme))


class Pairs(Enum):
    A = (1, 2)


class Maps(Enum):
    A = {"k": 1}


class Ts(Enum):
    A = torch.tensor(0)


for E in (Scheme, Pairs, Maps, Ts):
    def f(e: E):
        return e.value
    try:
        torch.jit.script(f)
        print("compiled")
    except Exception as ex:
        print(type(ex).__name__, "|", str(ex).splitlines()[0])
