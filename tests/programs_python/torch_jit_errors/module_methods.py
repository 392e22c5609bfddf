# TorchScript error text (PyTorch 1.13): chains of methods calling methods and free functions.
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

def free(x: torch.Tensor) -> torch.Tensor:
    return x.nonexistent()


class M(nn.Module):
    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x.nonexistent_method()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.helper(x) + 1


class M2(nn.Module):
    def helper2(self, x: torch.Tensor) -> torch.Tensor:
        return free(x) + x

    def helper1(self, x: torch.Tensor) -> torch.Tensor:
        y = self.helper2(x)
        return y

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.helper1(x)


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = M()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.sub(x)


for m in (M(), M2()):
    report(m)
