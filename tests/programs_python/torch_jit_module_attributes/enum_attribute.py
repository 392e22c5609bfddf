# An Enum member held by a module: inferred as the enum's script type,
# printed in .code and .graph, saved and loaded back.
import os
import tempfile
from enum import Enum

import torch
import torch.nn as nn


class Mode(Enum):
    FAST = 1
    SLOW = 2


class Scaler(nn.Module):
    def __init__(self, mode: Mode):
        super().__init__()
        self.mode = mode

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = 2.0 if self.mode == Mode.FAST else 0.5
        return x * scale


for mode in (Mode.FAST, Mode.SLOW):
    m = torch.jit.script(Scaler(mode))
    print(m(torch.ones(2)), m.mode)
m = torch.jit.script(Scaler(Mode.SLOW))
print(m.code)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "scaler.pt")
    torch.jit.save(m, path)
    loaded = torch.jit.load(path)
    print(loaded(torch.ones(3)))
    print(loaded.code)
