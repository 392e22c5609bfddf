import torch
from typing import List


def f(xs: List[int]) -> int:
    a, *b, *c = xs
    return a


print("start")
torch.jit.script(f)
