# TorchScript error text (PyTorch 1.13): calling values that are not callable.
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
    y = 3
    return y(x)


def g(x: torch.Tensor):
    return x.shape(0)


def h(x: List[int]):
    return x()


for fn in (f, g, h):
    report(fn)
