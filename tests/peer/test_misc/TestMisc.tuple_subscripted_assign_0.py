import torch
from typing import Tuple

@torch.jit.script
def foo(a: Tuple[int, int]) -> None:
    a[0] = a[1]
