import torch
import torch.nn as nn
from collections import OrderedDict, defaultdict
import itertools, functools, math

class Residual(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
    def forward(self, x):
        return self.fn(x) + x

class FeedForward(nn.Sequential):
    def __init__(self, dim, hidden):
        super().__init__(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim))

torch.manual_seed(0)
block = Residual(FeedForward(4, 8))
x = torch.randn(2, 4)
y = block(x)
print(y.shape, round(y.sum().item(), 4))
print([n for n, _ in block.named_parameters()])
print(block)
counts = defaultdict(int)
for name, p in block.named_parameters():
    counts[p.dim()] += p.numel()
print(dict(counts))
sd = OrderedDict((k, v.clone()) for k, v in block.state_dict().items())
print(list(sd.keys())[:2], len(sd))
total = functools.reduce(lambda a, b: a + b, (p.numel() for p in block.parameters()))
print(total, math.prod([2, 3, 4]))
pairs = list(itertools.combinations(range(4), 2))
print(pairs[:3], len(pairs))
s = torch.jit.script(block)
print(torch.allclose(s(x), y))
print(type(s).__name__, s.fn[0].weight.shape)
with torch.no_grad():
    for m in block.modules():
        if isinstance(m, nn.Linear):
            m.weight.fill_(0.1)
            nn.init.zeros_(m.bias)
print(block(torch.ones(1, 4)))
