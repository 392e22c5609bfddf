import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color))
print(Color(2), Color["BLUE"], Color.RED.name, Color.RED.value)
print(repr(Color.GREEN), len(Color), Color.__members__.keys())
try:
    Color(9)
except ValueError as e:
    print(e)

class Prio(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()
print(Prio.HIGH > Prio.LOW, Prio.MID + 1, sorted([Prio.HIGH, Prio.LOW]), int(Prio.MID))
print(f"{Prio.HIGH}", str(Prio.HIGH), [p.value for p in Prio])

class Perm(Flag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X))
print(Perm(6), (rw ^ Perm.R))

class Shape(Enum):
    SQUARE = "sq"
    CIRCLE = "ci"
    def describe(self):
        return f"{self.name.lower()} ({self.value})"
    @classmethod
    def parse(cls, s):
        for m in cls:
            if m.value == s:
                return m
        raise KeyError(s)
print(Shape.parse("ci").describe())
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
d = {Color.RED: "r", Color.BLUE: "b"}
print(d[Color.CRIMSON], isinstance(Prio.LOW, int))
