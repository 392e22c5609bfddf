from dataclasses import dataclass, field, asdict, replace, fields
from typing import List, Optional
import torch
import torch.nn as nn

@dataclass
class Config:
    in_dim: int = 4
    hidden: List[int] = field(default_factory=lambda: [8, 8])
    lr: float = 0.05
    epochs: int = 5
    dropout: Optional[float] = None

@dataclass(frozen=True)
class Result:
    epoch: int
    loss: float
    def __str__(self):
        return f"epoch {self.epoch:02d} loss={self.loss:.4f}"

def build(cfg: Config) -> nn.Module:
    layers, d = [], cfg.in_dim
    for h in cfg.hidden:
        layers += [nn.Linear(d, h), nn.ReLU()]
        if cfg.dropout:
            layers.append(nn.Dropout(cfg.dropout))
        d = h
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)

cfg = Config(hidden=[6])
print(cfg)
print(asdict(cfg))
print([f.name for f in fields(cfg)])
cfg2 = replace(cfg, lr=0.1, dropout=0.0)
print(cfg2, cfg == cfg2)
torch.manual_seed(0)
model = build(cfg)
print(model)
x = torch.randn(32, 4)
y = x.sum(dim=1, keepdim=True)
opt = torch.optim.SGD(model.parameters(), lr=cfg.lr)
history = []
for e in range(cfg.epochs):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    history.append(Result(e, round(loss.item(), 4)))
for r in history:
    print(r)
print(history[0] < history[1] if hasattr(Result, "__lt__") and Result.__lt__ is not object.__lt__ else "unordered")
try:
    history[0].loss = 1.0
except Exception as ex:
    print(type(ex).__name__, ex)
print(min(history, key=lambda r: r.loss).epoch)
