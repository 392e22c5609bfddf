import torch
from typing import List


@torch.jit.script
def f(xs: List[int], t: torch.Tensor):
    s = slice(1, 4)
    return xs[s], t[slice(0, 2)], xs[slice(None, None, 2)]


print(f([0, 1, 2, 3, 4, 5], torch.arange(5)))
