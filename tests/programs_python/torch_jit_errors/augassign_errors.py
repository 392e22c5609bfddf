# TorchScript error text (PyTorch 1.13): augmented assignments whose operator has no overload for the operand types.
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
    x += "a"
    return x


def g(x: List[int]):
    x += 1
    return x


def h(x: str):
    x *= 2.5
    return x


for fn in (f, g, h):
    report(fn)
