import torch
import torch.nn as nn

torch.manual_seed(0)

class M(nn.Module):

    def test(self, x):
        return x

    def forward(self, z):
        y = self.test(z)
        return z + 20 + y
print(torch.jit.script(M())(torch.randn(2, 2)))
