import torch
from typing import List


@torch.jit.script
def scaled(xs: List[int], factor: List[int] = [2, 3]) -> List[int]:
    return [x * factor[0] for x in xs]


print(scaled([1]))
