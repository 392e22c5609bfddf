# TorchScript error text (PyTorch 1.13): an uncaught run-time error in nested script functions.
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

@torch.jit.script
def inner(x: List[int]) -> int:
    return x[5]


@torch.jit.script
def outer(x: List[int]) -> int:
    return inner(x)


print("start")
outer([1])
