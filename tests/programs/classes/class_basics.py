import torch
from typing import List, NamedTuple, Optional
from enum import Enum


@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.value = start
        self.log: List[int] = []

    def bump(self, by: int) -> int:
        self.value += by
        self.log.append(self.value)
        return self.value

    def __len__(self) -> int:
        return len(self.log)


class Pair(NamedTuple):
    a: int
    b: float = 0.5


class Level(Enum):
    LOW = 1
    HIGH = 2


@torch.jit.script
def run(n: int) -> int:
    c = Counter(n)
    c.bump(2)
    c.bump(3)
    print(c.value, c.log, len(c))
    return c.value


@torch.jit.script
def pairs(x: int) -> Pair:
    p = Pair(x)
    q = Pair(x, b=1.5)
    print(p.a, p.b, q[1])
    return q


@torch.jit.script
def level_name(l: Level) -> str:
    if l == Level.HIGH:
        return "high:" + str(l.value)
    return l.name


print(run(1))
print(pairs(4))
print(level_name(Level.LOW), level_name(Level.HIGH))
c = Counter(10)
print(c.bump(5), len(c))
