import torch
from typing import Tuple

@torch.jit.script
def bar(a: Tuple[int, int]) -> None:
    a[0] += a[1]
