# .code writes an Optional target's type on its first assignment.
import torch
from typing import List, Optional


@torch.jit.script
def first_neg(xs: List[int]) -> Optional[int]:
    for i, x in enumerate(xs):
        if x < 0:
            return i
    return None


print(first_neg([3, 1, -2, 5]), first_neg([1]))
print(first_neg.code)
