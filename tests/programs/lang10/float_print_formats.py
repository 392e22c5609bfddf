import torch
from typing import List


@torch.jit.script
def show(xs: List[float]):
    for x in xs:
        print(x, str(x), [x])


@torch.jit.script
def back(xs: List[float]) -> List[float]:
    return [x * 1.0 for x in xs]


vals = [0.0, -0.0, 1.0, -2.5, 0.1, 1.0 / 3.0, 1e-5, 123456789.0, 1e16, 1.5e300, 2.0 ** -30, 100.0]
show(vals)
print(back(vals))
print(float("inf"), float("-inf"))
show([float("inf"), float("-inf")])
