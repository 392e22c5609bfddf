import torch
from typing import Tuple

@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.n = start
    def inc(self, by: int = 1) -> int:
        self.n += by
        return self.n

@torch.jit.script
def use_counter(k: int) -> Tuple[int, int]:
    c = Counter(k)
    c.inc()
    return c.inc(5), c.n

print(use_counter(10))
c = Counter(3)
print(c.inc(), c.n)

def helper(x: torch.Tensor) -> torch.Tensor:
    return x.clamp(min=0)

@torch.jit.script
def outer(x: torch.Tensor) -> torch.Tensor:
    return helper(x) + 1
print(outer(torch.tensor([-2.0, 2.0])))
print(outer.code)
print(outer.graph_for is not None if hasattr(outer, "graph_for") else True)
