import torch
from typing import List


def expects_intlist(x: List[int]):
    x.append(3)
    return x


def non_temporary_fail():
    a = []
    return expects_intlist(a)


print("start")
torch.jit.script(non_temporary_fail)
