from dataclasses import dataclass
from collections import namedtuple
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

@dataclass
class Point:
    x: int
    y: int

P2 = namedtuple("P2", "a b")

def describe(obj):
    match obj:
        case None:
            return "none"
        case True | False as b:
            return f"bool {b}"
        case 0:
            return "zero"
        case int(n) if n < 0:
            return f"negative {n}"
        case int() | float():
            return f"number {obj}"
        case "hi" | "hello":
            return "greeting"
        case str(s):
            return f"str {s!r}"
        case []:
            return "empty list"
        case [x]:
            return f"one {x}"
        case [1, 2, *rest]:
            return f"starts 1 2, rest {rest}"
        case (first, *_, last):
            return f"first {first} last {last}"
        case {"type": "circle", "r": r}:
            return f"circle r={r}"
        case {"type": t, **others}:
            return f"shape {t} {others}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=px):
            return f"point x={px}"
        case P2(a, b):
            return f"p2 {a} {b}"
        case Color.RED:
            return "red"
        case Color():
            return "other color"
        case _:
            return "unknown"

for v in [None, True, 0, -5, 3.5, "hi", "yo", [], [9], [1, 2, 3, 4], (5, 6, 7), {"type": "circle", "r": 2},
          {"type": "sq", "side": 1}, Point(0, 0), Point(3, 3), Point(1, 2), P2(1, 2), Color.RED, Color.GREEN, {1, 2}]:
    print(repr(v), "->", describe(v))

match = [1, 2]
print(match[0])
def match_fn(x): return x
print(match_fn(3))
case = 5
match case:
    case 5:
        print("case var", case)
command = "go north"
match command.split():
    case ["go", direction]:
        print("going", direction)
    case ["quit"]:
        print("bye")
try:
    match Point(1, 2):
        case Point(1, 2, 3):
            pass
except TypeError as e:
    print(e)
