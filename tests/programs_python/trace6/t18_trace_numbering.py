import re
import torch
import torch.nn as nn

def show(g):
    s = re.sub(r' # [^\n]*', '', str(g))
    print(s)

def f(x):
    n = x.numel()
    return x.reshape(n) * len(x)

t = torch.jit.trace(f, torch.ones(2, 3))
show(t.graph)
print(t.code)

class BNNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(3)

    def forward(self, x):
        return self.bn(x).relu()

m = BNNet().eval()
tm = torch.jit.trace(m, torch.randn(4, 3))
show(tm.graph)
print(tm.code)
print(tm.bn.code)
