import torch
from typing import List


@torch.jit.script
def checked_mean(xs: List[float]) -> float:
    if len(xs) == 0:
        raise RuntimeError("empty input: " + str(len(xs)))
    return sum(xs) / len(xs)


print(checked_mean([1.0, 3.0]))
print(checked_mean([]))
print("not reached")
