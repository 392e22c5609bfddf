# input: 3,3
# zoo8_class_ops: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

@torch.jit.script
class Vec:
    def __init__(self, xs: List[float]):
        self.xs = xs

    def __add__(self, other: "Vec") -> "Vec":
        return Vec([a + b for a, b in zip(self.xs, other.xs)])

    def __mul__(self, k: float) -> "Vec":
        return Vec([a * k for a in self.xs])

    def __neg__(self) -> "Vec":
        return self * -1.0

    def __eq__(self, other: "Vec") -> bool:
        return self.xs == other.xs

    def __lt__(self, other: "Vec") -> bool:
        return self.norm() < other.norm()

    def __len__(self) -> int:
        return len(self.xs)

    def __getitem__(self, i: int) -> float:
        return self.xs[i]

    def __contains__(self, v: float) -> bool:
        return v in self.xs

    def norm(self) -> float:
        return math.sqrt(self.dot(self))

    def dot(self, other: "Vec") -> float:
        s = 0.0
        for i in range(len(self)):
            s += self[i] * other[i]
        return s

    @staticmethod
    def zeros(n: int) -> "Vec":
        return Vec([0.0] * n)


class Base(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def shift(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.scale


class ClassOps(Base):
    """Script-class operators, sorting by __lt__, a static method, an
    inherited method and a module property."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    @property
    def width(self) -> int:
        return self.lin.out_features * 2

    def forward(self, x):
        y = self.lin(x)
        vs: List[Vec] = []
        for i in range(y.size(0)):
            row: List[float] = y[i].tolist()
            vs.append(Vec(row))
        acc = Vec.zeros(3)
        for v in vs:
            acc = acc + v * 0.5
        neg = -acc
        ordered = sorted(vs)
        norms = [v.norm() for v in ordered]
        first = ordered[0]
        return (self.shift(y), torch.tensor(acc.xs), torch.tensor(neg.xs), norms, len(acc), acc == acc,
                first[0] in first, self.width)


torch.manual_seed(0)
m = torch.jit.script(ClassOps().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,3)))
