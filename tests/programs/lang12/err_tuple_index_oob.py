import torch
from typing import Tuple


@torch.jit.script
def third(t: Tuple[int, int]) -> int:
    return t[2]


print("not reached")
