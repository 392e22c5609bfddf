# TorchScript error text (PyTorch 1.13): run-time errors in module methods and submodules.
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

class Inner(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.view(3, 7)


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x) * 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.helper(x)
        return y


m = torch.jit.script(Outer())
try:
    m(torch.zeros(5))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
