# TorchScript error text (PyTorch 1.13): errors inside multi-line expressions.
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
    y = torch.add(x,
                  "hi")
    return y


def g(x: List[int]):
    return [a.foo
            for a in x]


def h(x: int):
    z = (x +
         "a")
    return z


def k(x: Dict[str, int]):
    return {
        "a": x["b"].bad,
    }


for fn in (g, h, k):
    report(fn)
