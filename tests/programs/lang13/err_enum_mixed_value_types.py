import torch
from enum import Enum


class Mixed(Enum):
    A = 1
    B = "b"


def f(m: Mixed) -> int:
    return 1


print("start")
torch.jit.script(f)
