import enum
import dataclasses
from dataclasses import dataclass, field, asdict, astuple, fields
from typing import List, Dict, Optional, ClassVar

import torch
import torch.nn as nn


class Activation(enum.Enum):
    RELU = "relu"
    GELU = "gelu"
    TANH = "tanh"

    def build(self):
        return {"relu": nn.ReLU, "gelu": nn.GELU, "tanh": nn.Tanh}[self.value]()


class Stage(enum.IntEnum):
    STEM = 0
    BODY = 1
    HEAD = 2


class Flags(enum.Flag):
    NONE = 0
    BIAS = enum.auto()
    NORM = enum.auto()
    DROP = enum.auto()


@dataclass(frozen=True)
class LayerSpec:
    width: int
    act: Activation = Activation.RELU
    flags: Flags = Flags.BIAS | Flags.NORM


@dataclass(order=True)
class ModelConfig:
    name: str
    layers: List[LayerSpec] = field(default_factory=list)
    extra: Dict[str, float] = field(default_factory=dict, compare=False)
    dropout: float = 0.0
    version: ClassVar[int] = 3

    def total_width(self) -> int:
        return sum(l.width for l in self.layers)


def build(cfg: ModelConfig, d_in: int) -> nn.Sequential:
    mods = []
    for spec in cfg.layers:
        mods.append(nn.Linear(d_in, spec.width, bias=Flags.BIAS in spec.flags))
        if spec.flags & Flags.NORM:
            mods.append(nn.LayerNorm(spec.width))
        mods.append(spec.act.build())
        if Flags.DROP in spec.flags and cfg.dropout > 0:
            mods.append(nn.Dropout(cfg.dropout))
        d_in = spec.width
    return nn.Sequential(*mods)


cfg = ModelConfig("small", [LayerSpec(8), LayerSpec(6, Activation.GELU, Flags.NORM | Flags.DROP), LayerSpec(3, Activation.TANH, Flags.NONE)], dropout=0.1)
print(cfg.layers[1])
print(asdict(cfg)["layers"][2], astuple(LayerSpec(2))[:2])
print([f.name for f in fields(ModelConfig)], ModelConfig.version, cfg.total_width())
cfg2 = dataclasses.replace(cfg, name="alt", extra={"lr": 0.1})
print(cfg2.name, cfg2.extra, cfg == dataclasses.replace(cfg, extra={"x": 1.0}), cfg < cfg2, sorted([cfg2, cfg])[0].name)
try:
    cfg.layers[0].width = 3
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(hash(LayerSpec(4)) == hash(LayerSpec(4)), LayerSpec(4) in {LayerSpec(4)}, ModelConfig("a") == ModelConfig("a"))
print(Activation("gelu"), Activation["TANH"].value, [a.name for a in Activation], len(Activation), Activation.RELU is Activation("relu"))
print(Stage.BODY + 1, Stage(2).name, sorted([Stage.HEAD, Stage.STEM]), Stage.HEAD > Stage.BODY, int(Stage.BODY), isinstance(Stage.STEM, int))
f = Flags.BIAS | Flags.DROP
print(f, Flags.NORM in f, bool(Flags.NONE), f & Flags.BIAS, repr(Activation.GELU), str(Stage.HEAD))
try:
    Activation("swish")
except ValueError as e:
    print("ValueError:", e)

torch.manual_seed(0)
net = build(cfg, 5)
print(net)
x = torch.randn(4, 5)
net.eval()
print(net(x).round(decimals=4))
print(sum(p.numel() for p in net.parameters()), [type(m).__name__ for m in net])


@dataclass
class TrainState:
    step: int = 0
    losses: List[float] = field(default_factory=list)
    best: Optional[float] = None

    def update(self, loss: float):
        self.step += 1
        self.losses.append(round(loss, 4))
        if self.best is None or loss < self.best:
            self.best = round(loss, 4)


state = TrainState()
opt = torch.optim.Adam(net.parameters(), lr=0.01)
net.train()
y = torch.randn(4, 3)
for _ in range(4):
    opt.zero_grad()
    loss = nn.functional.mse_loss(net(x), y)
    loss.backward()
    opt.step()
    state.update(loss.item())
print(state)
