# TorchScript error text (PyTorch 1.13): list index errors in nested calls at run time.
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
def inner(x: List[int], i: int) -> int:
    return x[i] + 1


@torch.jit.script
def outer(x: List[int]) -> int:
    y = inner(x,
              10)
    return y


try:
    outer([1, 2])
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
