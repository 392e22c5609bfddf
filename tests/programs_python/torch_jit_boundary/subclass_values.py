# Values of subclasses of builtin types cross as their builtin value: an
# IntEnum member for an int, a str-mixin enum for a str, a namedtuple for a
# tuple, a list subclass for a list.
import collections
import enum
import torch
from typing import List, Tuple


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 5


class Mode(str, enum.Enum):
    TRAIN = "train"
    EVAL = "eval"


class Tags(list):
    pass


Point = collections.namedtuple("Point", ["x", "y"])


@torch.jit.script
def describe(level: int, mode: str, p: Tuple[int, int], tags: List[str]) -> str:
    return mode + ":" + str(level * 10) + ":" + str(p[0] + p[1]) + ":" + ",".join(tags)


print(describe(Level.HIGH, Mode.EVAL, Point(2, 3), Tags(["a", "b"])))
print(describe(Level.LOW, "train", (1, 1), []))
