# enum.Enum/IntEnum and dataclasses.
from enum import Enum, IntEnum, auto
from dataclasses import dataclass, field, asdict
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.GREEN), Color.RED.name, Color.RED.value, Color(3), Color["GREEN"])
print(list(Color), len(Color), Color.RED in Color, Color.RED == Color.RED, Color.RED is Color(1))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
class Prio(IntEnum):
    LOW = 1
    HIGH = 5
print(Prio.HIGH > Prio.LOW, Prio.HIGH + 1, Prio.LOW == 1, sorted([Prio.HIGH, Prio.LOW]))
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
print(Shape.CIRCLE.value, Shape.SQUARE.value)
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
it = Item("pen", 1.5)
it.tags.append("office")
print(it, it == Item("pen", 1.5, ["office"]), asdict(it))
@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 0
print(P(1, 2) < P(1, 3), sorted([P(2), P(1, 5)]), hash(P(1)) == hash(P(1)))
try:
    P(1).x = 3
except Exception as e:
    print(type(e).__name__, e)
try:
    Item()
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Inv:
    qty: int
    def __post_init__(self):
        self.double = self.qty * 2
print(Inv(4).double, Inv(4))
