# TorchScript error text (PyTorch 1.13): an uncaught compile error from a module's forward.
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

def helper(x: int) -> int:
    return x.missing_attr


class M(nn.Module):
    def forward(self, x: int) -> int:
        return helper(x)


print("start")
torch.jit.script(M())
