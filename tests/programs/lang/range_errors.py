import torch
from typing import List


@torch.jit.script
def r(a: int, b: int, c: int) -> List[int]:
    return list(range(a, b, c))


print(r(0, 10, 3), r(10, 0, -4), r(0, 5, -1))
print(r(0, 5, 0))
