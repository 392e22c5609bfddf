import torch
from typing import List


@torch.jit.script
def f() -> List[int]:
    return [1, "a"]
