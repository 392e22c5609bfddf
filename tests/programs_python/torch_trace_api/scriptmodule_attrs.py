import torch
import torch.nn as nn
from typing import Dict, List
class M(nn.Module):
    names: List[str]
    def __init__(self):
        super().__init__()
        self.count = 3
        self.rate = 0.5
        self.names = ["a", "b"]
        self.table: Dict[str, int] = {"x": 1}
        self.register_buffer("buf", torch.arange(4.))
        self.lin = nn.Linear(2, 2)
    def forward(self, x):
        self.count += 1
        return x * self.rate + self.buf.sum()
sm = torch.jit.script(M())
print(sm.count, sm.rate, sm.names, sm.table)
print(sm(torch.ones(2)))
print(sm.count)
print(sm.buf)
print(isinstance(sm, torch.jit.ScriptModule), type(sm.lin).__name__)
print([n for n, _ in sm.named_parameters()])
print([n for n, _ in sm.named_buffers()])
sm.rate = 2.0
print(sm(torch.ones(2)))
print(sm.original_name, sm.lin.original_name)
