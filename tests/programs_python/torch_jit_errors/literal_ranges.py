# TorchScript error text (PyTorch 1.13): highlight ranges of string and number literals as frontend.py computes them.
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
    return "a\tb".nope


def g(x: int):
    return 1e3.foo


def h(x: int):
    return 0x10.foo


def k(x: int):
    return "ab".nope(x)


def m(x: int):
    return (1, 2).nope


for fn in (f, g, h, k, m):
    report(fn)
