import enum
from enum import Enum, IntEnum, auto, Flag, unique


class Mode(Enum):
    TRAIN = "train"
    EVAL = "eval"
    TEST = "test"

    def is_training(self):
        return self is Mode.TRAIN


class Level(IntEnum):
    LOW = 1
    MID = auto()
    HIGH = auto()


class Color(Enum):
    RED = auto()
    GREEN = auto()
    ALIAS = 1


print(Mode.TRAIN, repr(Mode.EVAL), Mode("test"), Mode["EVAL"].value, Mode.TRAIN.name)
print(Mode.TRAIN.is_training(), Mode.EVAL.is_training(), list(Mode))
print(Level.MID, Level.HIGH + 1, Level.LOW < Level.HIGH, int(Level.MID), sorted([Level.HIGH, Level.LOW]))
print(Level(2) is Level.MID, [l.name for l in Level], Level.HIGH == 3)
print(Color.ALIAS is Color.RED, list(Color), Color.RED.value, len(Color))
print(Color.__members__.keys())
try:
    Mode("bad")
except ValueError as e:
    print("ValueError:", e)
try:
    Mode["BAD"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)


class Perm(Flag):
    R = 4
    W = 2
    X = 1


rw = Perm.R | Perm.W
print(Perm.R in rw, Perm.X in rw, bool(rw & Perm.X), (rw & Perm.R) == Perm.R)
d = {Mode.TRAIN: 0.5, Mode.EVAL: 1.0}
print(d[Mode.TRAIN], Mode.TRAIN in d, isinstance(Mode.TRAIN, Mode), type(Mode.TRAIN).__name__)


class Reduction(str, Enum):
    MEAN = "mean"
    SUM = "sum"


print(Reduction.MEAN == "mean", Reduction("sum"), Reduction.SUM.upper(), f"{Level.MID}", str(Level.MID))
print(Mode.TRAIN.__class__.__members__["EVAL"], hash(Mode.TRAIN) == hash(Mode.TRAIN))
