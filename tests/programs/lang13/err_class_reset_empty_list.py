import torch
from typing import List


@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.count = start
        self.history: List[int] = []

    def bump(self, by: int):
        self.history.append(self.count)
        self.count = self.count + by

    def reset(self):
        self.count = 0
        self.history = []


@torch.jit.script
def run(n: int):
    c = Counter(10)
    for i in range(n):
        c.bump(i)
    snap = (c.count, c.history)
    c.reset()
    return snap, c.count, len(c.history)


print(run(4))
c = Counter(1)
c.bump(5)
print(c.count, c.history)
