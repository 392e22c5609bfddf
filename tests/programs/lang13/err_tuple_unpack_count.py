import torch
from typing import Tuple


def f(t: Tuple[int, int, int]) -> int:
    a, b = t
    return a + b


print("start")
torch.jit.script(f)
