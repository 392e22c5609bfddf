import re as _re

def show(g):
    print(_re.sub(r'# [^\n]*/([^/\n]+)', r'# \1', str(g)))

import io
import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.scale = 0.5

    def forward(self, x):
        return self.conv(x).relu() * self.scale

torch.manual_seed(1)
m = M()
t = torch.jit.trace(m, torch.randn(1, 1, 4, 4))
buf = io.BytesIO()
torch.jit.save(t, buf)
buf.seek(0)
l = torch.jit.load(buf)
print(l.code)
print(l.conv.code)
x = torch.randn(1, 1, 4, 4)
print(torch.allclose(l(x), t(x)))
print(type(l).__name__, l.original_name)

s = torch.jit.script(m)
buf2 = io.BytesIO()
torch.jit.save(s, buf2)
buf2.seek(0)
l2 = torch.jit.load(buf2)
print(l2.code)
show(l2.graph)
print(round(l2(x).sum().item(), 4) == round(m(x).sum().item(), 4))
