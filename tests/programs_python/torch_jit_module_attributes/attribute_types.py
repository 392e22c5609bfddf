# Attribute types inferred from a live instance: scalars, strings, None,
# containers of them and of tensors, tuples, dtypes, class annotations,
# constants from __constants__ and Final, parameters set to None.
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn
from typing import Final


class Config(nn.Module):
    __constants__ = ["mode"]
    eps: Final[float]
    history: List[int]
    cache: Optional[torch.Tensor]

    def __init__(self):
        super().__init__()
        self.mode = "fast"
        self.eps = 1e-5
        self.history = []
        self.cache = None
        self.count = 0
        self.rate = 0.25
        self.flag = True
        self.sizes = [1, 2, 3]
        self.table = {"x": 1, "y": 2}
        self.pair = (1, "one")
        self.tensors = [torch.zeros(1), torch.ones(1)]
        self.named = {"w": torch.full((2,), 3.0)}
        self.dtype = torch.float64
        self.register_parameter("maybe", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.history.append(self.count)
        self.count += 1
        if self.flag and self.mode == "fast":
            x = x + self.eps
        y = x * self.rate + float(sum(self.sizes)) + float(self.table["y"])
        y = y + self.tensors[1] + self.named["w"]
        cache = self.cache
        if cache is not None:
            y = y + cache
        return y.to(self.dtype)

    @torch.jit.export
    def describe(self) -> str:
        return self.pair[1] + ":" + str(self.pair[0]) + ":" + self.mode


m = torch.jit.script(Config())
print(m(torch.ones(2)))
print(m(torch.ones(2)).dtype)
print(m.history, m.count)
print(m.describe())
print(m.mode, m.eps, m.sizes, m.table, m.pair, m.dtype, m.maybe)
print(m.code)
m.count = 10
print(m.count)
try:
    m.mode = "slow"
except Exception as e:
    print(type(e).__name__, e)
m.cache = torch.ones(2)
print(m(torch.zeros(2)))
