# TorchScript error text (PyTorch 1.13): asserts failing at run time.
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
def check(x: int) -> int:
    assert x > 0, "x must be positive"
    return x


@torch.jit.script
def check_nomsg(x: int) -> int:
    assert x < 10
    return x


@torch.jit.script
def opt_unwrap(x: Optional[int]) -> int:
    assert x is not None
    return x


for fn, a in ((check, -1), (check_nomsg, 11), (opt_unwrap, None)):
    try:
        fn(a)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
