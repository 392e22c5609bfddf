import torch
import torch.nn as nn

torch.manual_seed(0)

class M(nn.Module):

    def __init__(self, x):
        super(M, self).__init__()
        self.x = nn.Parameter(x)

    def forward(self, y):
        return self.x + y
m = M(torch.rand(3, 4))
r = torch.jit.trace(m, m.x)
t2 = torch.rand(3, 4)
print(r(t2))
