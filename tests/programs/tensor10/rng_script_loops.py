import torch
import torch.nn.functional as F
from typing import List


@torch.jit.script
def walk(steps: int) -> List[float]:
    pos = torch.zeros(2)
    out: List[float] = []
    for _ in range(steps):
        pos += torch.randn(2) * 0.5
        if bool(torch.rand(1) > 0.5):
            pos = pos * -1
        out.append(float(pos.sum()))
    return out


@torch.jit.script
def sample_ops(x: torch.Tensor):
    idx = torch.randperm(x.size(0))
    shuffled = x[idx]
    mask = torch.bernoulli(torch.full_like(x, 0.5))
    noise = torch.randint(0, 3, x.shape)
    drop = F.dropout(x, 0.25, True)
    mult = torch.multinomial(x.abs() + 0.1, 3)
    return shuffled, mask, noise, drop, mult


torch.manual_seed(17)
print(walk(6))
x = torch.arange(1.0, 9.0)
for t in sample_ops(x):
    print(t)
torch.manual_seed(17)
print(walk(2))
g = torch.Generator()
g.manual_seed(99)
print(torch.randint(0, 1000, (5,), generator=g), torch.randn(2, 2, generator=g), torch.rand(3, generator=g, dtype=torch.float64))
print(torch.randperm(100)[:10], torch.randperm(3, dtype=torch.int32))
torch.manual_seed(2)
print(torch.randn(3, 4).mean(1), torch.rand(2, 3, 4).amax(-1))
print(torch.randint(-2**40, 2**40, (3,)), torch.randint(0, 2, (10,), dtype=torch.bool) if False else torch.randint(0, 2, (10,)))
print(torch.normal(2.0, 3.0, size=(4,), dtype=torch.float64) if False else torch.normal(2.0, 3.0, size=(4,)))
