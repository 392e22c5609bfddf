import torch
from typing import List, Tuple


@torch.jit.script
def ops(a: int, b: int) -> Tuple[int, int, float, int]:
    return a // b, a % b, a / b, divmod(a, b)[1]


@torch.jit.script
def fops(a: float, b: float) -> Tuple[float, float, Tuple[float, float]]:
    return a // b, a % b, divmod(a, b)


@torch.jit.script
def mixed(a: int, b: float):
    return a // b, a % b, b // a, b % a, a ** b, a ** 2, 2 ** -1, (-8) ** (1 / 3) if False else 0.0


for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (-1, 5)]:
    print(a, b, ops(a, b))
for a, b in [(7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-0.5, 1.0)]:
    print(a, b, fops(a, b))
print(mixed(-7, 2.0))
print(mixed(5, -1.5))
