import torch
from typing import Tuple


def bar(a: Tuple[int, int]) -> None:
    a[0] += a[1]


print("start")
torch.jit.script(bar)
