import enum
import torch

class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    def hex(self):
        return {1: "#f00", 2: "#0f0", 3: "#00f"}[self.value]

class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1

class Level(enum.IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10

class Mode(str, enum.Enum):
    TRAIN = "train"
    EVAL = "eval"

print(Color.RED, repr(Color.GREEN), Color(3), Color["BLUE"], Color.RED.name, Color.RED.value, Color.RED.hex())
print(list(Color), len(Color), Color.RED in Color, Color.RED is Color(1), Color.RED == 1)
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, bool(Perm.X & rw), rw.value)
print(Level.MID > Level.LOW, Level.HIGH + 1, sorted([Level.HIGH, Level.LOW]), int(Level.MID), Level(10))
print(Mode.TRAIN == "train", Mode("eval"), Mode.TRAIN.value.upper(), f"{Mode.EVAL.value}")
print({c: c.value for c in Color})
try:
    Color(7)
except ValueError as e:
    print(e)
weights = {Level.LOW: 0.1, Level.MID: 0.5, Level.HIGH: 1.0}
t = torch.tensor([weights[l] for l in Level])
print(t, t[Level.LOW - 1])
class Auto(enum.Enum):
    A = enum.auto()
    B = enum.auto()
print(Auto.A.value, Auto.B.value, Auto.__members__.keys())
@enum.unique
class U(enum.Enum):
    X = 1
    Y = 2
print(U.X, type(U.X).__name__, isinstance(U.Y, U))
print(torch.zeros(Level.LOW + 1).shape)
