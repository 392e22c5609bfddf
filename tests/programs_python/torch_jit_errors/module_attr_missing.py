# TorchScript error text (PyTorch 1.13): module attributes that do not exist.
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

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)

    def forward(self, x):
        return self.lin(x) + self.missing_weight


class N(nn.Module):
    def forward(self, x):
        return self.lin2.weight


report(M())
report(N())
