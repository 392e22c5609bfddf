# TorchScript error text (PyTorch 1.13): errors in script class methods: the call chain names the class compiled on resolution.
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

class C(object):
    def __init__(self, x: int):
        self.x = x

    def get(self) -> int:
        return self.inner()

    def inner(self) -> int:
        return self.x.bar


def use_c(x: int) -> int:
    c = C(x)
    return c.get()


class D(object):
    def __init__(self, x: int):
        self.x = x + "s"


def use_d(x: int):
    return D(x)


report(use_c)
report(use_d)
