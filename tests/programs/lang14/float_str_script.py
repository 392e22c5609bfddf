import torch
from typing import List


@torch.jit.script
def strs(xs: List[float]) -> List[str]:
    out: List[str] = []
    for x in xs:
        out.append(str(x))
    return out


@torch.jit.script
def printing(xs: List[float]):
    for x in xs:
        print(x)
    print(xs)


vals = [0.1, 1.0, -0.0, 1e16, 1e-5, 123456789.125, 2.5e-10, 1.0 / 3.0, float("inf"), -float("inf"), 100.0, 1e15]
print(strs(vals))
printing(vals)
