import torch
import torch.nn as nn
from typing import Dict, List


class Counter(nn.Module):
    history: List[float]
    names: Dict[str, int]

    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("ema", torch.zeros(3))
        self.register_buffer("tmp", torch.ones(1), persistent=False)
        self.lin = nn.Linear(3, 2)
        self.history = []
        self.names = {"a": 1}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.steps += 1
        self.ema.mul_(0.5).add_(x.mean(0) * 0.5)
        self.history.append(float(x.sum()))
        self.names["n" + str(int(self.steps))] = x.size(0)
        return self.lin(x) * self.tmp


torch.manual_seed(0)
m = torch.jit.script(Counter())
for k in range(3):
    out = m(torch.ones(2, 3) * k)
print(m.steps, m.ema, m.history, m.names)
print(torch.round(out, decimals=4))
print(sorted(m.state_dict().keys()), [n for n, _ in m.named_buffers()])
print([n for n, p in m.named_parameters()], sum(p.numel() for p in m.parameters()))
print([n for n, _ in m.named_children()], [n for n, _ in m.named_modules()])
sd = m.state_dict()
sd["ema"].fill_(7)
print(m.ema)
m2 = Counter()
print(m2.load_state_dict({k: v for k, v in m.state_dict().items()}, strict=False))
print(m2.steps, m2.ema, torch.equal(m2.lin.weight, m.lin.weight))
m.train(False)
print(m.training, m.lin.training)
