import torch
import torch.nn as nn

class M(nn.Module):
    def forward(self, x, y):
        return {'a': x + y, 'b': x * y}

t = torch.jit.trace(M(), (torch.ones(2), torch.full((2,), 2.)), strict=False)
print(t.code)
out = t(torch.ones(2), torch.ones(2))
print(sorted(out.keys()), out['a'], out['b'])

def tup(x):
    return x.sin(), (x.cos(), x + 1)

tt = torch.jit.trace(tup, torch.zeros(2))
print(tt.code)
print(tt(torch.zeros(2)))

try:
    torch.jit.trace(M(), (torch.ones(2), torch.ones(2)))
except Exception as e:
    print(type(e).__name__)
