# TorchScript error text (PyTorch 1.13): Python constructs TorchScript rejects.
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

def with_lambda(x: int):
    f = lambda y: y + 1
    return f(x)


def with_try(x: int):
    try:
        return x
    except Exception:
        return 0


def with_set(x: int):
    s = {1, 2, x}
    return s


def with_global(x: int):
    global counter
    return x


def with_yield(x: int):
    yield x


def with_star_args(*args):
    return 0


for fn in (with_lambda, with_try, with_set, with_global, with_yield, with_star_args):
    report(fn)
