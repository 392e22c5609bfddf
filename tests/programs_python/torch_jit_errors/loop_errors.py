# TorchScript error text (PyTorch 1.13): for-loop target and iterable errors, highlighted at the whole loop.
import torch
import torch.nn as nn
from typing import List, Dict, Optional, Tuple


def report(obj):
    try:
        torch.jit.script(obj)
        print("compiled")
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))

def f(x: List[int]):
    for i, j in x:
        pass
    return x


def g(x: int):
    for i in x:
        pass
    return x


def h(x: Dict[str, int]):
    s = 0
    while x:
        s += 1
    return s


for fn in (f, g, h):
    report(fn)
