import torch
from typing import List


@torch.jit.script
def stats(xs: List[int], fs: List[float]):
    return min(xs), max(xs), sum(xs), min(fs), max(fs), sum(fs), abs(-3), abs(-2.5), min(3, 9), max(2.0, 1.5)


@torch.jit.script
def more(a: int, b: int):
    return divmod(a, b), divmod(-a, b), round(2.5), round(3.5), round(-0.5), round(2.675)


print(stats([4, -2, 9], [1.5, -0.25, 3.0]))
print(more(17, 5))
