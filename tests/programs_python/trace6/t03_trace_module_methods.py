import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))

    def forward(self, x):
        return x * self.w

    def twice(self, x):
        return x * 2 - self.w

m = M()
inputs = {'forward': torch.ones(3), 'twice': torch.arange(3.)}
tm = torch.jit.trace_module(m, inputs)
print(tm.code)
print(tm.twice.code)
print(tm(torch.full((3,), 2.)))
print(tm.twice(torch.tensor([1., 2., 3.])))
