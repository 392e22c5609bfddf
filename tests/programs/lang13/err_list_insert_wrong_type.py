import torch
from typing import List


def f(xs: List[int]) -> List[int]:
    xs.insert(0, "x")
    return xs


print("start")
torch.jit.script(f)
