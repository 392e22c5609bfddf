# Tuples are immutable in script code too: item assignment and augmented
# item assignment are compile errors naming the tuple's type.
import torch
from typing import Tuple


def assign(t: Tuple[int, float]):
    t[0] = 2
    return t


def augment(x: torch.Tensor):
    t = (x, x)
    t[1] += x
    return t


def ok(x: torch.Tensor):
    t = (x, x)
    t[0][0] += 1
    return t


for fn in (assign, augment):
    try:
        torch.jit.script(fn)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])
print(torch.jit.script(ok)(torch.zeros(2)))
