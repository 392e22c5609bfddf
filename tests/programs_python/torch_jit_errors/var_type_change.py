# TorchScript error text (PyTorch 1.13): variables whose type changes.
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
    y = 1
    if x > 0:
        y = "s"
    return y


def g(x: int):
    y = 1
    y = 2.5
    return y


def h(x: int):
    for i in range(3):
        x = "a"
    return x


for fn in (f, g, h):
    report(fn)
