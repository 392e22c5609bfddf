import torch
from enum import Enum
from typing import List


class Level(Enum):
    LOW = 0
    MID = 5
    HIGH = 10


@torch.jit.script
def pick(x: int) -> Level:
    if x < 3:
        return Level.LOW
    if x < 8:
        return Level.MID
    return Level.HIGH


@torch.jit.script
def levels(xs: List[int]) -> List[str]:
    return [pick(x).name for x in xs]


@torch.jit.script
def count_high(ls: List[Level]) -> int:
    n = 0
    for l in ls:
        if l == Level.HIGH:
            n += 1
    return n


print(pick(1), pick(5), pick(9))
print(pick(4) == Level.MID, pick(4).value)
print(levels([0, 3, 8, 7]))
print(count_high([Level.HIGH, Level.LOW, Level.HIGH]))
