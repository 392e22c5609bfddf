import torch
from typing import List

@torch.jit.script
class Counter(object):
    def __init__(self):
        self.values: List[int] = []
        self.count = 0

    def push(self, v: int) -> None:
        self.values.append(v)
        self.count += 1

    def summary(self) -> str:
        return "count=" + str(self.count) + " last=" + str(self.values[-1])

def fn(n: int) -> str:
    c = Counter()
    for i in range(n):
        c.push(i * i)
    return c.summary()

print(torch.jit.script(fn)(4))
