import torch
import torch.nn as nn

class RNNLike(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.RNNCell(2, 3)
    def forward(self, x):
        h = torch.zeros(x.size(1), 3)
        for t in range(x.size(0)):
            h = self.cell(x[t], h)
        return h

torch.manual_seed(14)
m = RNNLike()
x = torch.randn(3, 1, 2)
t = torch.jit.trace(m, x)
print(torch.allclose(t(x), m(x)))
print(t.code.count("cell"))
y = torch.randn(5, 1, 2)
print(torch.allclose(t(y), m(y)))
s = torch.jit.script(m)
print(torch.allclose(s(y), m(y)))
print(s.cell.code)
