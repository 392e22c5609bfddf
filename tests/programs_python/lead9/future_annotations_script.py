from __future__ import annotations
import dataclasses
from dataclasses import dataclass, field
from typing import List, Optional, NamedTuple, Dict
import torch
import torch.nn as nn
from torch import Tensor

@dataclass
class Config:
    hidden: int = 8
    layers: List[int] = field(default_factory=lambda: [1, 2])
    name: Optional[str] = None

class Point(NamedTuple):
    x: float
    y: float

class Net(nn.Module):
    def __init__(self, cfg: Config) -> None:
        super().__init__()
        self.fc = nn.Linear(cfg.hidden, 2)
    def forward(self, x: Tensor, extra: Optional[Tensor] = None) -> Dict[str, Tensor]:
        y = self.fc(x)
        if extra is not None:
            y = y + extra
        return {"y": y}

@torch.jit.script
def scale(p: List[float], k: float) -> List[float]:
    return [v * k for v in p]

@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.n = start
    def bump(self, by: int) -> Counter:
        self.n += by
        return self

def norm(p: Point) -> float:
    return (p.x ** 2 + p.y ** 2) ** 0.5

cfg = Config()
print(cfg, dataclasses.fields(cfg)[1].type)
torch.manual_seed(0)
net = Net(cfg)
s = torch.jit.script(net)
x = torch.randn(1, 8)
print(torch.allclose(s(x)["y"], net(x)["y"]), s(x, torch.ones(1, 2))["y"].shape)
print(scale([1.0, 2.0], 3.0), Counter(1).bump(2).bump(3).n, norm(Point(3.0, 4.0)))
print(Net.forward.__annotations__)
print(s.code)
