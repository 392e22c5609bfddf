import torch
import torch.nn as nn

class M(nn.Module):
    def forward(self, x):
        return {"a": x + 1, "b": x * 2}

m = M()
try:
    torch.jit.trace(m, torch.ones(2))
except Exception as e:
    print(type(e).__name__)
t = torch.jit.trace(m, torch.ones(2), strict=False)
out = t(torch.ones(2))
print(sorted(out.keys()), out["b"])
class L(nn.Module):
    def forward(self, x):
        return [x, x.t()]
tl = torch.jit.trace(L(), torch.ones(2, 3), strict=False)
print([o.shape for o in tl(torch.ones(4, 5))])
def tup(x):
    return (x, (x + 1, x + 2))
tt = torch.jit.trace(tup, torch.zeros(1))
r = tt(torch.zeros(1))
print(type(r).__name__, r[1][1])
