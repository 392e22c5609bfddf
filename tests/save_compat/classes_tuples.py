# input: 3,4
import torch
import torch.nn as nn
from typing import Dict, List, NamedTuple, Optional


class Stats(NamedTuple):
    mean: torch.Tensor
    count: int


@torch.jit.script
class Accumulator:
    def __init__(self, scale: float):
        self.scale = scale
        self.seen: List[int] = []

    def push(self, x: torch.Tensor) -> torch.Tensor:
        self.seen.append(x.size(0))
        return x * self.scale


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.proj = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
        self.table: Dict[str, int] = {"a": 1, "b": 2}
        self.limit: Optional[int] = None

    def forward(self, x):
        acc = Accumulator(0.5)
        ids = torch.arange(x.size(0)) % 10
        h = acc.push(self.emb(ids) + x)
        s = Stats(self.proj(h).mean(0), len(acc.seen) + self.table["b"])
        out = s.mean * s.count
        if self.limit is not None:
            out = out[: self.limit]
        return out


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3, 4)))
