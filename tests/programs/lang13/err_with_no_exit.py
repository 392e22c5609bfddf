import torch
from typing import Any


@torch.jit.script
class OnlyEnter:
    def __init__(self):
        self.x = 1

    def __enter__(self):
        return self.x


def f() -> int:
    with OnlyEnter() as v:
        return v


print("start")
torch.jit.script(f)
