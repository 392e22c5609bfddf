# TorchScript error text (PyTorch 1.13): methods of builtin types called wrongly.
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

def f(x: List[int]):
    x.push(3)
    return x


def g(x: str):
    return x.upper(1)


def h(x: Dict[str, int]):
    return x.get(1)


def k(x: torch.Tensor):
    return x.view("a")


for fn in (f, g, h, k):
    report(fn)
