import torch
import torch.nn as nn
from typing import List, NamedTuple


class Point(NamedTuple):
    x: int
    y: float


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = 3
        self.names: List[str] = ["p", "q"]

    def forward(self, t: torch.Tensor) -> torch.Tensor:
        k = getattr(self, "a", 10)
        j = getattr(self, "missing", 7)
        n = getattr(self, "names")
        has = hasattr(self, "a"), hasattr(self, "b"), hasattr(self, "forward")
        return t * k + j + len(n) + int(has[0]) * 100 + int(has[1]) * 1000


@torch.jit.script
def nt(p: Point):
    return getattr(p, "y"), p.x


@torch.jit.script
def tl(x: torch.Tensor) -> List[int]:
    return x.tolist(1, [2] )


m = torch.jit.script(M())
print(m(torch.tensor([1.0])))
print(nt(Point(1, 2.5)))
print(tl(torch.tensor([4, 5])))
print(tl.code)
print(m.code)
