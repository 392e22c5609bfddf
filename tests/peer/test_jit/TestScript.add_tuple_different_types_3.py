import torch
from typing import Tuple

def foo(a: Tuple[int, float], b: Tuple[int]) -> int:
    c: Tuple[int, float, int] = a + b
    d: Tuple[int, float, int, int] = c + b
    return d[3] + 1
a = (1, 2.0)
b = (3,)
print(torch.jit.script(foo)(a, b))
