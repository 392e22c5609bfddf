import torch
from typing import Dict


@torch.jit.script
def bad(d: Dict[str, int]) -> int:
    return d[1]
