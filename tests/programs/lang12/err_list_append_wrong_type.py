import torch
from typing import List


@torch.jit.script
def build(n: int) -> List[int]:
    xs: List[int] = []
    for i in range(n):
        xs.append(i)
    return xs


print(build(3))


@torch.jit.script
def bad(n: int) -> List[int]:
    xs: List[int] = []
    xs.append("n")
    return xs


print("not reached")
