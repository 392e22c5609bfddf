import torch
import torch.nn as nn
from typing import List


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.history: List[float] = []

    def forward(self, x: torch.Tensor) -> int:
        self.history.append(float(x.sum()))
        return len(self.history)


try:
    torch.jit.script(Counter())
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
