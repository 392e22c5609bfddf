from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto
from typing import List, Optional
import json
import torch
import torch.nn as nn

class Act(Enum):
    RELU = auto()
    GELU = auto()
    TANH = auto()

@dataclass
class LayerCfg:
    width: int
    act: Act = Act.RELU
    dropout: float = 0.0

@dataclass
class ModelCfg:
    name: str
    layers: List[LayerCfg] = field(default_factory=list)
    out_dim: int = 1
    tag: Optional[str] = None

    @property
    def depth(self):
        return len(self.layers)

def build(cfg, in_dim):
    mods = []
    for lc in cfg.layers:
        mods.append(nn.Linear(in_dim, lc.width))
        mods.append({Act.RELU: nn.ReLU, Act.GELU: nn.GELU, Act.TANH: nn.Tanh}[lc.act]())
        if lc.dropout > 0:
            mods.append(nn.Dropout(lc.dropout))
        in_dim = lc.width
    mods.append(nn.Linear(in_dim, cfg.out_dim))
    return nn.Sequential(*mods)

cfg = ModelCfg("mlp", [LayerCfg(8), LayerCfg(6, Act.GELU, 0.1), LayerCfg(4, Act.TANH)])
print(cfg)
print(cfg.depth)
d = asdict(cfg)
d["layers"] = [{**l, "act": l["act"].name} for l in d["layers"]]
print(json.dumps(d, indent=2, sort_keys=True))
cfg2 = replace(cfg, name="mlp2", out_dim=3)
print(cfg2.name, cfg2.out_dim, cfg2 == cfg, cfg.layers[0] == LayerCfg(8))
torch.manual_seed(0)
net = build(cfg2, 5)
print(net)
net.eval()
out = net(torch.randn(2, 5))
print(out.shape, round(out.abs().sum().item(), 4))
print([a.name for a in Act], Act.GELU.value, Act["TANH"])
