# TorchScript error text (PyTorch 1.13): string operations with wrong operand types.
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
    return "value: " + x


def g(x: str):
    return x.format(1, 2) + 3


def h(x: int):
    s = f"x={x}" * "b"
    return s


for fn in (f, g, h):
    report(fn)
