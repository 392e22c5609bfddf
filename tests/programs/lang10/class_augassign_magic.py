import torch
from typing import List


@torch.jit.script
class Counter:
    def __init__(self, n: int):
        self.n = n
        self.log: List[str] = []

    def __iadd__(self, k: int) -> "Counter":
        self.n += k
        self.log.append("+" + str(k))
        return self

    def __sub__(self, k: int) -> "Counter":
        c = Counter(self.n - k)
        c.log = self.log + ["-" + str(k)]
        return c

    def __mul__(self, k: int) -> "Counter":
        return Counter(self.n * k)

    def __invert__(self) -> "Counter":
        return Counter(-self.n)


@torch.jit.script
def run() -> List[str]:
    a = Counter(1)
    b = a
    a += 5
    a += 2
    same = a is b
    a -= 3
    moved = a is b
    a *= 10
    c = ~a
    return [str(a.n), str(b.n), str(c.n), str(same), str(moved), ",".join(b.log)]


print(run())
