import torch
from typing import NamedTuple
from typing import List

class MyCoolNamedTuple(NamedTuple):
    a: int
    b: float
    c: List[int]

@torch.jit.script
def foo():
    tup = MyCoolNamedTuple(c=[1, 2, 3], b=3.5, a=9)
    return tup
tup = foo()
print(tup.c)
