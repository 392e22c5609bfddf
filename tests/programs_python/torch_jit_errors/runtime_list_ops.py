# TorchScript error text (PyTorch 1.13): list method failures at run time.
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
def pop_empty(x: List[int]) -> int:
    return x.pop()


@torch.jit.script
def remove_missing(x: List[int]) -> List[int]:
    x.remove(99)
    return x


@torch.jit.script
def index_missing(x: List[int]) -> int:
    return x.index(42)


@torch.jit.script
def int_parse(s: str) -> int:
    return int(s)


for fn, a in ((pop_empty, []), (remove_missing, [1]), (index_missing, [1]), (int_parse, "abc")):
    try:
        fn(a)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
