# A config-driven model factory: dataclasses, enums, asdict/replace and a registry decorator.
from dataclasses import dataclass, field, asdict, replace, fields
from enum import Enum, auto
import torch
import torch.nn as nn


class Act(Enum):
    RELU = auto()
    GELU = auto()
    TANH = auto()

    def build(self):
        return {Act.RELU: nn.ReLU, Act.GELU: nn.GELU, Act.TANH: nn.Tanh}[self]()


@dataclass
class MLPConfig:
    in_dim: int
    hidden: list = field(default_factory=lambda: [8, 8])
    out_dim: int = 1
    act: Act = Act.RELU
    dropout: float = 0.0

    def __post_init__(self):
        if self.in_dim <= 0:
            raise ValueError(f"in_dim must be positive, got {self.in_dim}")


MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


@register("mlp")
class MLP(nn.Module):
    def __init__(self, cfg: MLPConfig):
        super().__init__()
        dims = [cfg.in_dim, *cfg.hidden]
        layers = []
        for a, b in zip(dims, dims[1:]):
            layers += [nn.Linear(a, b), cfg.act.build()]
            if cfg.dropout:
                layers.append(nn.Dropout(cfg.dropout))
        layers.append(nn.Linear(dims[-1], cfg.out_dim))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


cfg = MLPConfig(in_dim=3)
print(cfg)
print(asdict(cfg))
cfg2 = replace(cfg, hidden=[4], act=Act.GELU, dropout=0.1)
print(cfg2, cfg == cfg2, cfg == MLPConfig(3))
print([f.name for f in fields(MLPConfig)], Act.GELU.name, Act.GELU.value, list(Act))
model = MODELS["mlp"](cfg2)
print(model)
print(sum(p.numel() for p in model.parameters()), model(torch.zeros(2, 3)).shape)
try:
    MLPConfig(in_dim=0)
except ValueError as e:
    print("ValueError:", e)
print(Act["TANH"], Act(1), Act.RELU in Act, isinstance(Act.RELU, Act))
