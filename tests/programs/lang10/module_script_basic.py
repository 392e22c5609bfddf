import torch
import torch.nn as nn
from typing import List


class Counter(nn.Module):
    def __init__(self, names: List[str]):
        super().__init__()
        self.names = names
        self.scale = 2
        self.offset = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale + self.offset

    @torch.jit.export
    def describe(self) -> str:
        return ",".join(self.names) + " x" + str(self.scale)

    @torch.jit.export
    def count(self, prefix: str) -> int:
        n = 0
        for name in self.names:
            if name.startswith(prefix):
                n += 1
        return n


m = torch.jit.script(Counter(["alpha", "beta", "apex"]))
print(m(torch.tensor([1.0, 2.0])))
print(m.describe())
print(m.count("a"), m.count("z"))
print(m.scale, m.offset, m.names)
