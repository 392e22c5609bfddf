import torch
from typing import NamedTuple
from typing import List

class MyCoolNamedTuple(NamedTuple):
    a: int
    b: float
    c: List[int]

@torch.jit.script
def foo(a: int, b: float, c: List[int]):
    tup = MyCoolNamedTuple(a, b, c)
    my_a, my_b, my_c = tup
    return (tup[:1], my_a, my_c)
print(foo(3, 3.5, [6]))
