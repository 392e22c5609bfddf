# TorchScript error text (PyTorch 1.13): tuple indices out of range and non-literal indices into heterogeneous tuples.
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

def f(x: Tuple[int, int]):
    return x[2]


def g(x: Tuple[int, str]):
    i = 1
    return x[i]


def h(x: Tuple[int, int]):
    return x[-3]


for fn in (f, g, h):
    report(fn)
