import enum
from enum import Enum, IntEnum, Flag, auto, unique
import torch
import torch.nn as nn


class Activation(Enum):
    RELU = "relu"
    GELU = "gelu"
    TANH = "tanh"

    def build(self):
        return {Activation.RELU: nn.ReLU, Activation.GELU: nn.GELU, Activation.TANH: nn.Tanh}[self]()


class Stage(IntEnum):
    TRAIN = 1
    VAL = 2
    TEST = 3


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


@unique
class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()


print(Activation.RELU, repr(Activation.GELU), Activation("tanh"), Activation["RELU"])
print(Activation.RELU.name, Activation.RELU.value, type(Activation.RELU).__name__)
print(list(Activation), len(Activation))
print(Activation.GELU.build())
print(Stage.VAL + 1, Stage.TEST > Stage.TRAIN, Stage(3), int(Stage.TRAIN), Stage.VAL == 2)
print(sorted([Stage.TEST, Stage.TRAIN, Stage.VAL]))
print(Perm.R | Perm.X, Perm.RW, Perm.R in Perm.RW, bool(Perm.X & Perm.RW))
print([c.value for c in Color])
print(Color.RED is Color(1), Color.RED == 1)
counts = {s: 0 for s in Stage}
counts[Stage.VAL] += 5
print(counts)
try:
    Activation("swish")
except ValueError as e:
    print("ValueError:", e)
try:
    Activation["SWISH"]
except KeyError as e:
    print("KeyError:", e)
try:
    class Dup(Enum):
        A = 1
        B = 1
    print(Dup.B, Dup.B is Dup.A, list(Dup))
    @unique
    class Dup2(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(isinstance(Stage.TRAIN, int), isinstance(Activation.RELU, Enum))
print(f"{Stage.TRAIN}", f"{Activation.RELU}", str(Color.BLUE), format(Stage.VAL, "d"))
x = torch.tensor([-1.0, 0.0, 2.0])
for act in Activation:
    print(act.value, [round(v, 4) for v in act.build()(x).tolist()])
print(Activation.__members__.keys())
