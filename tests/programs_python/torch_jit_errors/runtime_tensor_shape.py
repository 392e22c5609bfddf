# TorchScript error text (PyTorch 1.13): tensor shape errors at run time.
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
def mm(a: torch.Tensor, b: torch.Tensor):
    return torch.mm(a, b)


@torch.jit.script
def add_shapes(a: torch.Tensor, b: torch.Tensor):
    c = a.view(-1, 4)
    return c + b


for fn, args in ((mm, (torch.zeros(2, 3), torch.zeros(2, 3))), (add_shapes, (torch.zeros(3), torch.zeros(4)))):
    try:
        fn(*args)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
