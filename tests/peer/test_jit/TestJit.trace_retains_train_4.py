import torch
import torch.nn as nn

torch.manual_seed(0)

M = 10

class M(torch.nn.Module):

    def forward(self, x):
        return x
m = M()
m.eval()
tm = torch.jit.trace(m, torch.rand(3))
print(tm.training)
