from enum import Enum
from typing import Dict, List, Optional, Tuple
import torch


class Mode(Enum):
    SUM = 1
    MEAN = 2


@torch.jit.script
class RunningStats:
    def __init__(self, dim: int):
        self.count = 0
        self.mean = torch.zeros(dim)
        self.m2 = torch.zeros(dim)

    def update(self, x: torch.Tensor) -> None:
        self.count += 1
        delta = x - self.mean
        self.mean = self.mean + delta / self.count
        self.m2 = self.m2 + delta * (x - self.mean)

    def variance(self) -> torch.Tensor:
        if self.count < 2:
            return torch.zeros_like(self.mean)
        return self.m2 / (self.count - 1)


@torch.jit.script
def reduce(x: torch.Tensor, mode: Mode) -> torch.Tensor:
    if mode == Mode.SUM:
        return x.sum()
    return x.mean()


@torch.jit.script
def stats_of(rows: List[torch.Tensor]) -> Tuple[torch.Tensor, torch.Tensor]:
    s = RunningStats(rows[0].size(0))
    for r in rows:
        s.update(r)
    return s.mean, s.variance()


torch.manual_seed(0)
rows = [torch.randn(3) for _ in range(5)]
m, v = stats_of(rows)
stack = torch.stack(rows)
print(torch.allclose(m, stack.mean(0)), torch.allclose(v, stack.var(0)))
rs = RunningStats(2)
rs.update(torch.tensor([1.0, 2.0]))
rs.update(torch.tensor([3.0, 6.0]))
print(rs.count, rs.mean, rs.variance())
print(reduce(torch.tensor([1.0, 2.0, 3.0]), Mode.SUM), reduce(torch.tensor([1.0, 2.0, 3.0]), Mode.MEAN))


class Head(torch.nn.Module):
    def __init__(self, mode: Mode):
        super().__init__()
        self.mode = mode
        self.lin = torch.nn.Linear(3, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.lin(x)
        if self.mode == Mode.SUM:
            return y.sum(0)
        return y.mean(0)


h = Head(Mode.MEAN)
sh = torch.jit.script(h)
x = torch.randn(4, 3)
print(torch.allclose(sh(x), h(x)), sh.mode if hasattr(sh, "mode") else None)


@torch.jit.script
def lookup(d: Dict[str, List[int]], key: str, default: Optional[List[int]] = None) -> List[int]:
    if key in d:
        return d[key]
    if default is None:
        return []
    return default


print(lookup({"a": [1, 2]}, "a"), lookup({"a": [1]}, "b"), lookup({}, "z", [9]))
