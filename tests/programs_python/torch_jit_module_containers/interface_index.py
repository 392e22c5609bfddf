# A ModuleList / ModuleDict indexed by a run-time key when the result is
# annotated with a module interface (prim::ModuleContainerIndex), in script
# code and after a save/load round trip (PyTorch prints `s : Iface = mods[k]`).
import io
from typing import List

import torch
import torch.nn as nn


@torch.jit.interface
class Scorer(nn.Module):
    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        pass


class Dot(nn.Module):
    def __init__(self, lo: float):
        super().__init__()
        self.w = nn.Parameter(torch.linspace(lo, 1.0, 4))

    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        return (x * self.w).sum(-1) * scale


class Shift(nn.Module):
    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        return x.mean(-1) + scale


class Bank(nn.Module):
    def __init__(self):
        super().__init__()
        self.by_name = nn.ModuleDict({"dot": Dot(-1.0), "shift": Shift()})
        self.by_index = nn.ModuleList([Shift(), Dot(0.0), Dot(0.5)])
        self.order: List[str] = ["shift", "dot"]

    def forward(self, x: torch.Tensor, picks: List[int]) -> torch.Tensor:
        total = torch.zeros(x.size(0))
        for name in self.order:
            s: Scorer = self.by_name[name]
            total = total + s.forward(x, 2.0)
        for i in picks:
            t: Scorer = self.by_index[i]
            total = total + t.forward(x, 0.5)
        return total


x = torch.arange(8.0).reshape(2, 4)
m = torch.jit.script(Bank())
with torch.no_grad():
    print(m(x, [2, 0, 1]))
buf = io.BytesIO()
torch.jit.save(m, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
with torch.no_grad():
    print(loaded(x, [1, 1]))
    print(loaded(x, []))
print("by_name[name]" in loaded.code or "by_name0[name]" in loaded.code or "ModuleContainerIndex" in str(loaded.graph))
try:
    with torch.no_grad():
        loaded(x, [5])
except Exception as e:
    print(type(e).__name__)
