import torch
from typing import List


@torch.jit.script
def collect(n: int) -> List[int]:
    out = [1, 2]
    out.append(2.5)
    return out


print("not reached")
