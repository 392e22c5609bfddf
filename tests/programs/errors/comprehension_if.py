import torch
from typing import List


@torch.jit.script
def compr(xs: List[int]):
    return [x * x for x in xs if x % 2 == 0]


print("unreachable")
