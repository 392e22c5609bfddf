# TorchScript error text (PyTorch 1.13): subscripts of non-subscriptable values and wrong index types.
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
    return x[0]


def g(x: List[int]):
    return x[1:2:"a"]


def h(x: Dict[str, int]):
    return x[0]


def k(x: torch.Tensor):
    return x["a"]


for fn in (f, g, h, k):
    report(fn)
