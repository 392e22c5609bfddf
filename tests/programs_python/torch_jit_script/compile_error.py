# A compile error in a decorated function stops the program at the
# decorator with PyTorch's RuntimeError text.
import torch
from typing import List


def helper(xs: List[int]) -> int:
    return xs.count_all()


print("before")


@torch.jit.script
def caller(xs: List[int]) -> int:
    return helper(xs) + 1


print("never")
