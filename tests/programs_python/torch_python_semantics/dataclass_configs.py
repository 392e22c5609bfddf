import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional, Tuple
import torch


@dataclass
class OptimConfig:
    lr: float = 1e-3
    betas: Tuple[float, float] = (0.9, 0.999)
    weight_decay: float = 0.0


@dataclass
class TrainConfig:
    name: str
    epochs: int = 10
    layers: List[int] = field(default_factory=lambda: [16, 8])
    optim: OptimConfig = field(default_factory=OptimConfig)
    device: Optional[str] = None
    _private: int = field(default=0, repr=False)

    def __post_init__(self):
        if self.epochs <= 0:
            raise ValueError(f"epochs must be positive, got {self.epochs}")
        self.total_units = sum(self.layers)


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0


cfg = TrainConfig("mlp")
print(cfg)
print(cfg.total_units, cfg.optim.lr)
cfg2 = TrainConfig("mlp")
print(cfg == cfg2, cfg.layers is cfg2.layers)
cfg2.layers.append(4)
print(cfg == cfg2)
print(asdict(cfg))
print(astuple(Point(1.0, 2.0)))
c3 = replace(cfg, epochs=3, name="small")
print(c3.name, c3.epochs, c3.total_units)
print([f.name for f in fields(TrainConfig)])
try:
    TrainConfig("bad", epochs=0)
except ValueError as e:
    print("ValueError:", e)
p = Point(3.0, 4.0)
print(p, p.norm(), hash(p) == hash(Point(3.0, 4.0)))
try:
    p.x = 5
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9), Version(1, 2, 1)]
print(sorted(vs))
print(max(vs), Version(1) < Version(1, 0, 1))
print(dataclasses.is_dataclass(cfg), dataclasses.is_dataclass(TrainConfig), dataclasses.is_dataclass(5))


def build(cfg: TrainConfig):
    layers = []
    prev = 4
    for h in cfg.layers:
        layers.append(torch.nn.Linear(prev, h))
        layers.append(torch.nn.ReLU())
        prev = h
    model = torch.nn.Sequential(*layers)
    opt = torch.optim.Adam(model.parameters(), **asdict(cfg.optim))
    return model, opt


torch.manual_seed(0)
model, opt = build(cfg)
print(model)
print(opt.defaults["betas"], opt.defaults["weight_decay"])
try:
    TrainConfig()
except TypeError as e:
    print(e)
