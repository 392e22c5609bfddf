# TorchScript error text (PyTorch 1.13): call chains of functions: the call site is the statement or value being emitted.
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

def leaf(x: int) -> int:
    return x.foo


def mid(x: int) -> int:
    return leaf(x) * 2


def top(x: int) -> int:
    y = mid(x)
    return y


def top_for(x: int) -> int:
    s = 0
    for i in range(mid(x)):
        s += i
    return s


def top_if(x: int) -> int:
    if mid(x) > 3:
        return 1
    return 0


def top_stmt(x: int) -> int:
    mid(x)
    return 0


for fn in (top, top_for, top_if, top_stmt):
    report(fn)
