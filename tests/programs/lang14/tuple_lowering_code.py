import torch
from typing import Tuple, List

@torch.jit.script
def f(x: int) -> int:
    return x + int(True) * 100 + 2 * 3
print(f.code)

@torch.jit.script
def g(x: int) -> Tuple[int, int]:
    t = (1, x)
    u = (t, 2)
    return t[0] + t[1] + u[1], u[0][1]
print(g.code)

@torch.jit.script
def h(x: int) -> int:
    t = (1, x)
    t = (x, 5)
    return t[1]
print(h.code)

@torch.jit.script
def k(x: int) -> List[int]:
    t = (1, [x])
    t[1].append(3)
    return t[1]
print(k.code)
