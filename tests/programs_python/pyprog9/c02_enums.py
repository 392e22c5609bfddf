# enum: Enum, IntEnum, Flag/IntFlag, auto, iteration, lookup by value/name, unique, members with methods.
import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

    def describe(self):
        return f"{self.name.lower()}={self.value}"

    @classmethod
    def default(cls):
        return cls.GREEN


class Mode(str, Enum):
    TRAIN = "train"
    EVAL = "eval"


class Priority(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color(2), Color["BLUE"], Color.default(), Color.BLUE.describe())
print(list(Color), len(Color), [c.name for c in Color])
print(Color.RED is Color(1), Color.RED == 1, isinstance(Color.RED, Color), type(Color.RED).__name__)
print(Mode.TRAIN == "train", Mode("eval"), Mode.EVAL.value.upper(), f"{Mode.TRAIN.value}")
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, int(Priority.HIGH), sorted([Priority.HIGH, Priority.LOW]))
print(Perm.R | Perm.W, Perm.RW == (Perm.R | Perm.W), bool(Perm.R & Perm.X), Perm.W in Perm.RW)
print(list(Shape), Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, list(Shape.__members__))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
counts = {c: 0 for c in Color}
counts[Color.GREEN] += 3
print(counts)
print(Color.RED < Color.GREEN if False else "no ordering", hash(Color.RED) == hash(Color.RED))
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print("TypeError:", e)


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)


print(Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3), Planet.MERCURY.value)
print(IntFlag("Bits", "A B C").C.value if hasattr(enum, "IntFlag") else None)
Animal = Enum("Animal", "CAT DOG")
print(Animal.DOG, Animal.DOG.value, list(Animal))
match Color.GREEN:
    case Color.RED:
        print("red")
    case Color.GREEN | Color.BLUE:
        print("green or blue")
