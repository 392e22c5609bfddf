import torch
from typing import Optional


@torch.jit.script
class Guard:
    def __init__(self, name: str):
        self.name = name
        self.depth = 0

    def __enter__(self) -> int:
        self.depth += 1
        print("enter", self.name)
        return self.depth

    def __exit__(self, a: Optional[int], b: Optional[int], c: Optional[int]):
        print("exit", self.name)


@torch.jit.script
def guarded(g: Guard, x: int) -> int:
    with g as d:
        x = x + d
    with torch.no_grad():
        x = x * 2
    return x


@torch.jit.script
def describe(x: torch.Tensor, d: torch.dtype):
    return x.device.type, x.device.index, d, x.to(d).dtype == d


print(guarded(Guard("g"), 3))
print(describe(torch.ones(1), torch.float64))
