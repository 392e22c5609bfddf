# TorchScript error text (PyTorch 1.13): Optional values used without refinement.
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

def f(x: Optional[int]) -> int:
    return x + 1


def g(x: Optional[torch.Tensor]) -> torch.Tensor:
    if x is None:
        x = torch.zeros(1)
    y: Optional[int] = None
    return x + y


def h(x: Optional[List[int]]) -> int:
    return len(x)


for fn in (f, g, h):
    report(fn)
