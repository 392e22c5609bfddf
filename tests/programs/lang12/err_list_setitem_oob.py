import torch
from typing import List


@torch.jit.script
def put(xs: List[int], i: int, v: int) -> List[int]:
    xs[i] = v
    return xs


print(put([1, 2, 3], 1, 20), put([1, 2, 3], -1, 30))
print(put([1], 5, 1))
print("not reached")
