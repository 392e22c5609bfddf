import torch
import torch.nn as nn
from typing import Optional


class RunningStats(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.register_buffer("mean", torch.zeros(n))
        self.register_buffer("var", torch.ones(n))
        self.register_buffer("count", torch.tensor(0, dtype=torch.long))
        self.momentum = 0.1

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        if mask is not None:
            x = x[mask]
        if self.training:
            m = x.mean(0)
            v = x.var(0, unbiased=False)
            self.mean.mul_(1 - self.momentum).add_(m, alpha=self.momentum)
            self.var.lerp_(v, self.momentum)
            self.count += x.size(0)
        return (x - self.mean) / torch.sqrt(self.var + 1e-5)


m = torch.jit.script(RunningStats(3))
x = torch.arange(12.0).view(4, 3)
print(m(x).round(decimals=4))
print(m.mean, m.var, m.count)
print(m(x, torch.tensor([True, False, True, False])).round(decimals=4))
m.eval()
print(m(x[:1]).round(decimals=4), m.count.item(), m.training)
sd = m.state_dict()
print(sorted(sd.keys()), sd["count"].dtype)
