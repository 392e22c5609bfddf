import torch
import torch.nn as nn
from typing import List

class Gate(nn.Module):
    threshold: float
    def __init__(self, threshold: float = 0.5):
        super().__init__()
        self.threshold = threshold
        self.proj = nn.Linear(4, 4)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g = torch.sigmoid(self.proj(x))
        return torch.where(g > self.threshold, x, torch.zeros_like(x))
    @torch.jit.export
    def count_open(self, x: torch.Tensor) -> int:
        return int((torch.sigmoid(self.proj(x)) > self.threshold).sum())

class Stack(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.gates = nn.ModuleList([Gate(0.3 + 0.1 * i) for i in range(n)])
    def forward(self, x: torch.Tensor) -> List[int]:
        counts: List[int] = []
        for g in self.gates:
            counts.append(g.count_open(x))
            x = g(x)
        return counts

torch.manual_seed(0)
s = Stack(3)
sm = torch.jit.script(s)
x = torch.randn(2, 4)
print(s(x), sm(x))
print(sm.gates[0].threshold, type(sm.gates).__name__)
print(sm.gates[1].count_open(x))
sm.gates[0].threshold = 0.9
print(sm(x))
print([n for n, _ in sm.named_modules()])
print(sum(p.numel() for p in sm.parameters()))
sm.eval()
print(sm.training, sm.gates[0].training)
