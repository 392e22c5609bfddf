from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import List, Dict, Optional
import torch


@dataclass
class TrainConfig:
    lr: float = 1e-3
    epochs: int = 10
    layers: List[int] = field(default_factory=lambda: [64, 32])
    extra: Dict[str, float] = field(default_factory=dict)
    name: Optional[str] = None
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self):
        if self.lr <= 0:
            raise ValueError(f"lr must be positive, got {self.lr}")


c1 = TrainConfig()
c2 = TrainConfig(lr=0.1, layers=[8])
c1.layers.append(16)
print(c1)
print(c2, TrainConfig().layers)
print(asdict(c2))
print(astuple(TrainConfig(epochs=1)))
print(replace(c2, epochs=3) == TrainConfig(lr=0.1, epochs=3, layers=[8]), c1 == c2)
print([f.name for f in fields(TrainConfig)], fields(TrainConfig)[0].type)
try:
    TrainConfig(lr=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)


@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0


ps = sorted([Point(2, 1), Point(1, 5), Point(1, 2)])
print(ps, hash(Point(1, 2)) == hash(Point(1, 2)))
try:
    ps[0].x = 5
except Exception as e:
    print(type(e).__name__, e)


@dataclass
class Batch:
    x: torch.Tensor
    scale: InitVar[float] = 1.0
    n: int = field(init=False)

    def __post_init__(self, scale):
        self.x = self.x * scale
        self.n = self.x.shape[0]


b = Batch(torch.ones(3), scale=2.0)
print(b.n, b.x, b)


@dataclass
class Child(TrainConfig):
    momentum: float = 0.9


print(Child(lr=0.5))
print(TrainConfig.__dataclass_fields__["lr"].default, Point.__eq__ is not object.__eq__)
