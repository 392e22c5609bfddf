import torch
from typing import List, Optional


@torch.jit.script
def branches(c: bool) -> int:
    x: Optional[int] = None
    if c:
        x = 1
    else:
        x = 2
    # both branches assigned an int, so x is an int here
    return x + 1


@torch.jit.script
def straight(n: int) -> int:
    x: Optional[int] = None
    x = n * 2
    return x + 1


@torch.jit.script
def one_branch(c: bool) -> str:
    x: Optional[int] = None
    if c:
        x = 7
    if x is None:
        return "none"
    return "got " + str(x)


@torch.jit.script
def in_loop(n: int) -> Optional[int]:
    best: Optional[int] = None
    for i in range(n):
        if best is None or i * i > best:
            best = i * i
    return best


@torch.jit.script
def retype(flag: bool) -> float:
    v: int = 3
    w = v * 2
    v = 2.5
    return v + w


print(branches(True), branches(False))
print(straight(4))
print(one_branch(True), one_branch(False))
print(in_loop(4), in_loop(0))
print(retype(True))
