import torch
import torch.nn as nn
from typing import List, Dict, Optional

class M(nn.Module):
    history: List[int]
    def __init__(self):
        super().__init__()
        self.history = []
        self.table: Dict[str, float] = {"a": 1.0}
        self.maybe: Optional[torch.Tensor] = None
        self.layers = nn.ModuleList([nn.ReLU(), nn.Tanh()])
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.history.append(x.numel())
        for l in self.layers:
            x = l(x)
        if self.maybe is not None:
            x = x + self.maybe
        return x * self.table["a"]

s = torch.jit.script(M())
print(s(torch.tensor([-1.0, 0.5])))
s(torch.ones(3))
print(s.history, s.table)
print(s(torch.zeros(2)))
print(s.code)
print([type(l).__name__ for l in s.layers])
