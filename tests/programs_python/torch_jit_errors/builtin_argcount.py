# TorchScript error text (PyTorch 1.13): wrong argument counts to builtins: every overload listed in PyTorch's order.
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

def f(x: torch.Tensor):
    return torch.relu(x, x, x)


def g(x: List[int]):
    return len(x, 1)


report(f)
report(g)
