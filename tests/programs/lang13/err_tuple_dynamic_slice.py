import torch
from typing import Tuple


def f(t: Tuple[int, int, int], i: int):
    return t[i:]


print("start")
torch.jit.script(f)
