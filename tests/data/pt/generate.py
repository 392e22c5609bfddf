# Regenerates the .pt fixtures with PyTorch 1.13.1:  /usr/bin/python3 generate.py
# The unit tests read these files; they never need PyTorch themselves.
import torch
import torch.nn as nn
from typing import Dict, List, Optional


class Model(nn.Module):
    names: List[str]

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        with torch.no_grad():
            self.lin.weight.copy_(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
            self.lin.bias.copy_(torch.tensor([0.5, -0.5]))
        self.register_buffer("calls", torch.tensor(0))
        self.names = []
        self.table: Dict[str, int] = {"a": 1}
        self.scale = 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.calls += 1
        return self.lin(x) * self.scale

    @torch.jit.export
    def describe(self, prefix: str) -> str:
        self.names.append(prefix)
        return prefix + str(len(self.names)) + ":" + str(self.table["a"])


class Sub(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.arange(6.).reshape(2, 3))

    def forward(self, x):
        return x + self.w.sum()


class Attrs(nn.Module):
    opt: Optional[int]

    def __init__(self):
        super().__init__()
        self.ints = [1, 2, 300, 70000, -5, 2**40]
        self.floats = [1.5, -2.0]
        self.bools = [True, False]
        self.tup = (1, "a", 2.5)
        self.opt = None
        self.nested: Dict[str, List[int]] = {"x": [1]}
        self.tl = [torch.ones(2), torch.zeros(1, dtype=torch.int32)]
        self.s1 = Sub()
        self.view = self.s1.w.detach()[1]
        self.dev = torch.device("cpu")
        self.c = 1 + 2j

    def forward(self, x):
        return self.s1(x) + len(self.ints)


torch.jit.save(torch.jit.script(Model()), "model.pt", _extra_files={"meta.txt": "hello"})
torch.jit.save(torch.jit.script(Attrs()), "attrs.pt")
