import torch
from typing import Tuple

def foo(a: Tuple[int, int], b: Tuple[int, int, int]) -> int:
    c: Tuple[int, int, int, int, int] = a + b
    d: Tuple[int, int, int, int, int, int, int, int] = c + b
    return d[6] - 2
a = (1, 2)
b = (3, 4, 5)
print(torch.jit.script(foo)(a, b))
