# Enums in model code: Enum/IntEnum/Flag with auto, member lookup by value and name, methods on enums,
# iteration, and a decorator-based registry keyed by enum members.
import enum
from enum import Enum, IntEnum, Flag, auto, unique
import torch
import torch.nn as nn


class Mode(Enum):
    TRAIN = "train"
    EVAL = "eval"
    PREDICT = "predict"

    @property
    def is_training(self):
        return self is Mode.TRAIN

    @classmethod
    def parse(cls, s: str) -> "Mode":
        try:
            return cls(s.lower())
        except ValueError:
            raise ValueError(f"unknown mode {s!r}; expected one of {[m.value for m in cls]}") from None


class Reduction(IntEnum):
    NONE = 0
    MEAN = 1
    SUM = 2


class Aug(Flag):
    NONE = 0
    FLIP = auto()
    CROP = auto()
    NOISE = auto()
    ALL = FLIP | CROP | NOISE


@unique
class Act(Enum):
    RELU = auto()
    GELU = auto()
    TANH = auto()

    def build(self):
        return ACTS[self]()


ACTS = {Act.RELU: nn.ReLU, Act.GELU: nn.GELU, Act.TANH: nn.Tanh}
MODELS = {}


def register(kind):
    def deco(cls):
        MODELS[kind] = cls
        cls.kind = kind
        return cls
    return deco


@register(Act.RELU)
class ReluNet(nn.Module):
    def forward(self, x):
        return torch.relu(x)


@register(Act.TANH)
class TanhNet(nn.Module):
    def forward(self, x):
        return torch.tanh(x)


print(Mode.TRAIN, repr(Mode.EVAL), Mode("predict").name, Mode["EVAL"].value)
print(Mode.parse("TRAIN").is_training, Mode.EVAL.is_training)
try:
    Mode.parse("test")
except ValueError as e:
    print(e)
print(list(Mode), len(Mode), Mode.TRAIN in Mode)
print(Reduction.SUM + 1, Reduction(1), Reduction.MEAN == 1, sorted([Reduction.SUM, Reduction.NONE]))
print(int(Reduction.SUM), Reduction.SUM.name, isinstance(Reduction.SUM, int))
aug = Aug.FLIP | Aug.NOISE
print(aug, bool(aug & Aug.CROP), Aug.FLIP in aug, Aug.ALL.value, Aug(0))
print([a.name for a in Act], [a.value for a in Act])
print(Act.GELU.build(), type(Act.RELU.build()).__name__)
x = torch.tensor([-1.0, 0.5])
for kind, cls in MODELS.items():
    print(kind, cls.__name__, cls().kind, cls()(x))
print(Mode.TRAIN == "train", Mode.TRAIN.value == "train", hash(Mode.TRAIN) == hash(Mode.TRAIN))
d = {Mode.TRAIN: 1, Mode.EVAL: 2}
print(d[Mode("eval")], Mode.__members__.keys())
print(isinstance(Mode.TRAIN, Enum), type(Mode.TRAIN).__name__, Mode.TRAIN.__class__ is Mode)
reduction = Reduction.MEAN
loss = torch.tensor([1.0, 2.0, 6.0])
out = loss.mean() if reduction == Reduction.MEAN else loss.sum() if reduction == Reduction.SUM else loss
print(out)
try:
    Reduction(7)
except ValueError as e:
    print("ValueError:", e)
