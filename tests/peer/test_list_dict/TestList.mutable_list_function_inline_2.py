import torch
from typing import List

@torch.jit.script
def bar(y: List[int]) -> None:
    y.append(4)

@torch.jit.script
def foo():
    x = [1, 2, 3]
    bar(x)
    return x
print(foo())
