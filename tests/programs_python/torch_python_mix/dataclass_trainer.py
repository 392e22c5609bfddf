import torch
import torch.nn as nn
from dataclasses import dataclass, field, asdict
from typing import List, Optional

@dataclass
class TrainConfig:
    lr: float = 0.1
    epochs: int = 3
    hidden: List[int] = field(default_factory=lambda: [8, 4])
    clip: Optional[float] = None

    @property
    def depth(self):
        return len(self.hidden)

class History:
    def __init__(self):
        self.records = []

    def __len__(self):
        return len(self.records)

    def __getitem__(self, i):
        return self.records[i]

    def __iter__(self):
        return iter(self.records)

    def log(self, **kw):
        self.records.append({k: (v.item() if torch.is_tensor(v) else v) for k, v in kw.items()})

def make_mlp(cfg, d_in, d_out):
    dims = [d_in] + cfg.hidden
    layers = []
    for a, b in zip(dims, dims[1:]):
        layers += [nn.Linear(a, b), nn.ReLU()]
    layers.append(nn.Linear(dims[-1], d_out))
    return nn.Sequential(*layers)

torch.manual_seed(0)
cfg = TrainConfig(clip=1.0)
print(cfg, cfg.depth)
print(asdict(cfg))
model = make_mlp(cfg, 3, 1)
print(len(model), [type(m).__name__ for m in model])
opt = torch.optim.SGD(model.parameters(), lr=cfg.lr)
X = torch.randn(16, 3)
Y = X.sum(1, keepdim=True)
hist = History()
for epoch in range(cfg.epochs):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    if cfg.clip is not None:
        gn = nn.utils.clip_grad_norm_(model.parameters(), cfg.clip)
    opt.step()
    hist.log(epoch=epoch, loss=loss, gnorm=gn)
print(len(hist), hist[0]["epoch"], [round(r["loss"], 4) for r in hist])
print(max(hist, key=lambda r: r["gnorm"])["epoch"])
cfg2 = TrainConfig(lr=0.01, hidden=[2])
print(cfg2 == TrainConfig(lr=0.01, hidden=[2]), cfg2 != cfg)
