import torch
from typing import NamedTuple
from typing import List

global MyCoolNamedTuple

class MyCoolNamedTuple(NamedTuple):
    a: int
    b: float
    c: List[int]

@torch.jit.script
def foo(x: MyCoolNamedTuple) -> MyCoolNamedTuple:
    return x
mnt = MyCoolNamedTuple(42, 420.0, [666])
print(foo(mnt))
