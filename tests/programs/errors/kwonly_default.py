import torch
from typing import Optional


@torch.jit.script
def kw(a: int, b: Optional[int] = None, *, c: int = 5) -> int:
    return a + c


print("unreachable")
