import torch
from typing import List


@torch.jit.script
class Counter(object):
    def __init__(self, start: int):
        self.vals: List[int] = [start]

    @staticmethod
    def make(n: int) -> "Counter":
        c = Counter(0)
        for i in range(1, n):
            c.add(i)
        return c

    def add(self, v: int):
        self.vals.append(v)

    def total(self) -> int:
        t = 0
        for v in self.vals:
            t += v
        return t


@torch.jit.script
def f(n: int) -> int:
    return Counter.make(n).total()


print(f(5), f(1))
