import torch
from typing_extensions import Final


@torch.jit.script
def bad(x: int) -> int:
    y: Final = 3
    return x + y
