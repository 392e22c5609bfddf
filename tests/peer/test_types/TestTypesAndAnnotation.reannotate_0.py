import torch
from typing import Optional

@torch.jit.script
def foo():
    x = 5
    if 1 == 1:
        x: Optional[int] = 7
