# TorchScript error text (PyTorch 1.13): raise of a non-exception and a bare raise.
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
    raise x


def g(x: int):
    if x > 0:
        raise ValueError("bad",
                         x)
    return x


def h(x: int):
    raise


for fn in (f, g, h):
    report(fn)
    print("--")
