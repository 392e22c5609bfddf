import torch
from typing import List


def nested() -> List[List[int]]:
    out: List[List[int]] = []
    out.append([])
    return out


print("compiling")
torch.jit.script(nested)
