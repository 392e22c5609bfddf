from dataclasses import dataclass, field, asdict, replace
from typing import List, Optional
import torch
import torch.nn as nn

@dataclass
class TrainConfig:
    lr: float = 1e-2
    epochs: int = 5
    hidden: List[int] = field(default_factory=lambda: [8, 4])
    name: Optional[str] = None

    @property
    def depth(self) -> int:
        return len(self.hidden)

@dataclass(frozen=True)
class Point:
    x: float
    y: float

def build(cfg: TrainConfig) -> nn.Module:
    layers = []
    in_f = 3
    for h in cfg.hidden:
        layers += [nn.Linear(in_f, h), nn.ReLU()]
        in_f = h
    layers.append(nn.Linear(in_f, 1))
    return nn.Sequential(*layers)

cfg = TrainConfig(name="small")
print(cfg)
print(asdict(cfg))
cfg2 = replace(cfg, lr=0.5, hidden=[16])
print(cfg2, cfg2.depth)
print(cfg == TrainConfig(name="small"), cfg == cfg2)
p = Point(1.0, 2.0)
try:
    p.x = 3.0
except Exception as e:
    print(type(e).__name__, e)
print(hash(p) == hash(Point(1.0, 2.0)))
torch.manual_seed(0)
model = build(cfg)
print(model)
x = torch.randn(4, 3)
opt = torch.optim.SGD(model.parameters(), lr=cfg.lr)
for ep in range(cfg.epochs):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    opt.step()
print(f"{loss.item():.6f}")
