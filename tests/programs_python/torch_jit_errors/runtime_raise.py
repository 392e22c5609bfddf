# TorchScript error text (PyTorch 1.13): a raise in an inlined function: one traceback frame.
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
def raiser(x: int) -> int:
    if x > 2:
        raise ValueError("too big: " + str(x))
    return x


@torch.jit.script
def calls_raiser(x: int) -> int:
    return raiser(x) + raiser(x + 1)


try:
    calls_raiser(2)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
calls_raiser(5)
