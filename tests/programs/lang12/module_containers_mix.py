import torch
import torch.nn as nn
from typing import List, Dict


class Scale(nn.Module):
    def __init__(self, s: float):
        super().__init__()
        self.s = s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.s


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([Scale(2.0), Scale(3.0), Scale(0.5)])
        self.named = nn.ModuleDict({"a": Scale(10.0), "b": Scale(-1.0)})
        self.seq = nn.Sequential(Scale(1.5), nn.ReLU())
        self.names: List[str] = ["x", "y"]
        self.table: Dict[str, int] = {"x": 1}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for i, layer in enumerate(self.layers):
            x = layer(x) + i
        for k, m in self.named.items():
            x = m(x)
        x = self.seq(x)
        return x

    @torch.jit.export
    def count(self) -> int:
        return len(self.layers) + len(self.names) + self.table["x"]


m = torch.jit.script(Net())
x = torch.tensor([1.0, -2.0, 0.5])
print(m(x))
print(m.count())
print(m.names, m.table)
print(Net()(x))
