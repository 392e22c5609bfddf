import torch
import torch.nn as nn

class Gate(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.layers = nn.ModuleList([nn.Identity() for _ in range(n)])
        self.register_buffer('offset', torch.tensor(1.))

    def forward(self, x):
        for l in self.layers:
            x = l(x) + self.offset
        return x

g = Gate(3)
s = torch.jit.script(g)
print(s.code)
print(s(torch.zeros(2)))
g.offset.fill_(2.)
print(s(torch.zeros(2)))
print(s.n)
print(s.layers)
print(s)
