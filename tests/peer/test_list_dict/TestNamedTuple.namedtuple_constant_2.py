import torch
from typing import NamedTuple

class Tup(NamedTuple):
    a: int
    b: int

@torch.jit.script
def foo():
    return Tup(1, 2)
print(foo())
