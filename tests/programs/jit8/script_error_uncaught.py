# An uncaught compile error: starred unpacking of a list needs a static size.
import torch
from typing import List


@torch.jit.script
def f(xs: List[int]) -> int:
    a, *b = xs
    return a


print("unreachable")
