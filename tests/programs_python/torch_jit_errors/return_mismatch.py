# TorchScript error text (PyTorch 1.13): return types that differ from the annotation or between paths.
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

def f(x: int) -> str:
    return x


def g(x: int) -> int:
    if x > 0:
        return 1
    return "no"


def h(x: int) -> int:
    if x > 0:
        return 1


for fn in (f, g, h):
    report(fn)
