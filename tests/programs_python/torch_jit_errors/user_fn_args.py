# TorchScript error text (PyTorch 1.13): wrong arguments to user functions.
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

def helper(a: int, b: str) -> str:
    return b * a


def wrong_type(x: int):
    return helper(x, x)


def too_many(x: int):
    return helper(x, "a", 3)


def missing(x: int):
    return helper(x)


def bad_kw(x: int):
    return helper(x, c="q")


for f in (wrong_type, too_many, missing, bad_kw):
    report(f)
