# Attributes that fail to convert are reported only when forward uses them,
# with PyTorch's message; the module still scripts when they are unused.
import torch
import torch.nn as nn


class Unused(nn.Module):
    def __init__(self):
        super().__init__()
        self.pending = []
        self.helper = object()

    def forward(self, x):
        return x + 1


class UsesEmpty(nn.Module):
    def __init__(self):
        super().__init__()
        self.pending = []

    def forward(self, x):
        for p in self.pending:
            x = x + p
        return x


class UsesMixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.mixed = [1, "two"]

    def forward(self, x):
        return x + len(self.mixed)


print(torch.jit.script(Unused())(torch.zeros(1)))
for cls in (UsesEmpty, UsesMixed):
    try:
        torch.jit.script(cls())
    except RuntimeError as e:
        lines = str(e).strip().split("\n")
        print(lines[0])
        print(lines[-2].strip())
