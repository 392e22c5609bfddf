# TorchScript error text (PyTorch 1.13): unknown names and wrong arity in string type annotations.
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

def f(x: "Listt[int]") -> int:
    return 0


def g(x: "List[int, int]") -> int:
    return 0


def h(x: "Dict[int]") -> int:
    return 0


def k(x: int) -> "Unknown":
    return x


def m(x: int):
    y: "Tuple[int, Undefined]" = (1, 2)
    return y


for fn in (f, g, h, k, m):
    report(fn)
