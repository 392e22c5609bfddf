# TorchScript error text (PyTorch 1.13): float division by zero at run time.
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
def div(a: int, b: int) -> int:
    return a // b


@torch.jit.script
def fdiv(a: float, b: float) -> float:
    return a / b


@torch.jit.script
def modulo(a: int, b: int) -> int:
    return a % b


for fn, args in ((fdiv, (1.0, 0.0)), (div, (1, 2))):
    try:
        fn(*args)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
