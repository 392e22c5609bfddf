import torch
from typing import Optional


@torch.jit.script
def pick(flag: bool) -> int:
    x: int = 3
    if flag:
        x = None
    return x


print("not reached")
