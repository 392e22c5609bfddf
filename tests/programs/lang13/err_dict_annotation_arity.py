import torch
from typing import Dict


def f(x: Dict[int]) -> int:
    return 1


print("start")
torch.jit.script(f)
