import torch
from typing import NamedTuple
from typing import List

class MyCoolNamedTuple(NamedTuple):
    a: int
    b: float
    c: List[int]

@torch.jit.script
def foo():
    tup = MyCoolNamedTuple('foo', 'bar', 'baz')
    return tup
