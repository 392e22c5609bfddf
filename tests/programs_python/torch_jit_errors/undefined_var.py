# TorchScript error text (PyTorch 1.13): variables defined on one branch only and undefined names.
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

def f(x: int) -> int:
    if x > 0:
        y = 1
    return y + undefined_thing


def g(x: int) -> int:
    if x > 0:
        z = 1
    return z


report(f)
report(g)
