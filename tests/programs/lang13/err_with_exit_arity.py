import torch
from typing import Any


@torch.jit.script
class BadExit:
    def __init__(self):
        self.x = 1

    def __enter__(self):
        return self.x

    def __exit__(self, a: Any, b: Any):
        pass


def f() -> int:
    with BadExit() as v:
        return v


print("start")
torch.jit.script(f)
