# PYTORCH_JIT=0: torch.jit.script returns its argument unchanged, so the
# function runs as Python (Python's semantics, no type checks).
import torch
from typing import List


@torch.jit.script
def total(xs: List[int]) -> int:
    s = 0
    for x in xs:
        s += x
    return s


@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.n = start

    def bump(self) -> int:
        self.n += 1
        return self.n


def plain(x):
    return x * 2


print(type(total).__name__, total is torch.jit.script(total))
print(total([1, 2, 3]), total([0.5, 0.25]))
print(torch.jit.script(plain) is plain, torch.jit.is_scripting())
c = Counter(3)
print(c.bump(), c.bump(), type(c).__name__)
