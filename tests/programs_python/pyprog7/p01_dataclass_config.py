# Model configs the way training scripts write them: dataclasses with default_factory, __post_init__,
# asdict/replace/fields, frozen configs, InitVar, ClassVar, field(repr=False, compare=False).
import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import ClassVar, Dict, List, Optional, Tuple
import torch
import torch.nn as nn


@dataclass
class OptimConfig:
    name: str = "adamw"
    lr: float = 3e-4
    betas: Tuple[float, float] = (0.9, 0.999)
    weight_decay: float = 0.01


@dataclass
class ModelConfig:
    vocab_size: int = 100
    d_model: int = 16
    n_layers: int = 2
    hidden_sizes: List[int] = field(default_factory=list)
    dropout: float = 0.1
    optim: OptimConfig = field(default_factory=OptimConfig)
    extra: Dict[str, int] = field(default_factory=dict, repr=False)
    registry: ClassVar[Dict[str, type]] = {}
    note: str = field(default="", compare=False)

    def __post_init__(self):
        if not self.hidden_sizes:
            self.hidden_sizes = [self.d_model * 2] * self.n_layers
        if self.dropout < 0 or self.dropout >= 1:
            raise ValueError(f"dropout must be in [0, 1), got {self.dropout}")

    @property
    def head_dim(self) -> int:
        return self.d_model // 4


@dataclass(frozen=True)
class Shape:
    c: int
    h: int
    w: int

    def numel(self):
        return self.c * self.h * self.w


@dataclass(order=True)
class Checkpoint:
    score: float
    step: int = field(compare=False)
    tag: str = field(default="ckpt", compare=False)


@dataclass
class Scaled:
    value: float
    scale: InitVar[float] = 1.0

    def __post_init__(self, scale):
        self.value = self.value * scale


class MLP(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        dims = [cfg.d_model] + cfg.hidden_sizes
        layers = []
        for a, b in zip(dims[:-1], dims[1:]):
            layers += [nn.Linear(a, b), nn.ReLU(), nn.Dropout(cfg.dropout)]
        self.net = nn.Sequential(*layers)
        self.cfg = cfg

    def forward(self, x):
        return self.net(x)


cfg = ModelConfig(n_layers=3)
print(cfg)
print(cfg.hidden_sizes, cfg.head_dim, cfg.optim.betas)
cfg2 = replace(cfg, d_model=8, hidden_sizes=[])
print(cfg2.hidden_sizes, cfg2.optim is cfg.optim)
print(asdict(cfg2)["optim"], len(astuple(cfg2)))
print([f.name for f in fields(ModelConfig)])
print(cfg == ModelConfig(n_layers=3, note="different"), cfg == cfg2)
a, b = ModelConfig(), ModelConfig()
a.hidden_sizes.append(1)
a.extra["k"] = 1
print(b.hidden_sizes, b.extra, a.extra)
try:
    ModelConfig(dropout=1.5)
except ValueError as e:
    print("ValueError:", e)
s = Shape(3, 4, 5)
print(s, s.numel(), hash(s) == hash(Shape(3, 4, 5)))
try:
    s.c = 1
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
ckpts = [Checkpoint(0.5, 10), Checkpoint(0.2, 20, "best"), Checkpoint(0.9, 5)]
print(sorted(ckpts))
print(min(ckpts).tag, max(ckpts).step)
print(Scaled(2.0, scale=3.0), Scaled(2.0))
print(dataclasses.is_dataclass(cfg), dataclasses.is_dataclass(ModelConfig), dataclasses.is_dataclass(1))
torch.manual_seed(0)
m = MLP(ModelConfig(d_model=4, hidden_sizes=[6, 3], dropout=0.0)).eval()
y = m(torch.ones(2, 4))
print(y.shape, len(m.net), m.cfg.optim.name)
ModelConfig.registry["mlp"] = MLP
print(ModelConfig().registry, "registry" in [f.name for f in fields(cfg)])
