import torch
from typing import List, Tuple


@torch.jit.script
def ints(a: int, b: int) -> Tuple[int, int, float, float]:
    return a // b, a % b, a / b, float(a) % float(b)


@torch.jit.script
def floats(a: float, b: float) -> List[float]:
    return [a // b, a % b, a / b]


@torch.jit.script
def mixed(a: int, b: float) -> List[float]:
    return [a // b, a % b, b // a, b % a]


for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (6, 3)]:
    print(a, b, ints(a, b))
for a, b in [(7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-0.5, 1.0), (1e10, 3.0)]:
    print(a, b, floats(a, b))
print(mixed(7, 2.5), mixed(-7, 2.5))
