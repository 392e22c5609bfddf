# Modules and attributes that contain themselves: scripting them is a
# RecursionError, as in PyTorch, never a native stack overflow. A range
# materialised into a list is sized first: list(range(2**62)) is a
# MemoryError at once, not after filling memory.
import torch


class SelfChild(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.m = self

    def forward(self, x):
        return x


class InOwnList(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.ModuleList([torch.nn.Linear(1, 1)])
        self.l.append(self)

    def forward(self, x):
        return x


for cls in [SelfChild, InOwnList]:
    try:
        torch.jit.script(cls())
        print(cls.__name__, "scripted")
    except RecursionError:
        print(cls.__name__, "RecursionError")

for src in ["list(range(2**64))", "list(range(2**62))", "tuple(range(2**40))", "[*range(2**62)]",
            "sorted(range(2**62))", "list(range(10, 0, -3))"]:
    try:
        print(src, eval(src))
    except (MemoryError, OverflowError) as e:
        print(src, type(e).__name__, e)
