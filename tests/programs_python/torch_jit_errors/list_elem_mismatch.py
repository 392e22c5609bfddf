# TorchScript error text (PyTorch 1.13): list literals and appends with mismatched element types.
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

def f(x: int):
    a = [1, "two", 3]
    return a


def g(x: int):
    a: List[int] = [1, 2]
    a.append("s")
    return a


def h(x: int):
    a = [1, 2]
    a = ["x"]
    return a


for fn in (f, g, h):
    report(fn)
