import torch
from typing import Optional


@torch.jit.script
def plus(x: Optional[int]) -> int:
    return x + 1
