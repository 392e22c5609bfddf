import torch
import torch.nn as nn
from typing import List


class Counter(nn.Module):
    history: List[float]

    def __init__(self):
        super().__init__()
        self.count = 0
        self.history = []
        self.flag = False
        self.name = "ctr"

    def forward(self, x: torch.Tensor) -> int:
        self.count += 1
        self.history.append(float(x.sum()))
        self.flag = not self.flag
        self.name = self.name + str(self.count)
        return self.count


m = torch.jit.script(Counter())
for i in range(3):
    print(m(torch.ones(i + 1)))
print(m.count, m.history, m.flag, m.name)
m.count = 10
print(m(torch.zeros(1)), m.count)
print(hasattr(m, "count"), hasattr(m, "missing"), getattr(m, "flag"))
print(m.code)
