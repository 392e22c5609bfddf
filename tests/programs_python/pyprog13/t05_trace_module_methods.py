import torch
import torch.nn as nn

torch.manual_seed(5)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
    def forward(self, x):
        return self.conv(x).relu()
    def weighted_sum(self, x):
        return (self.conv(x) * 2).sum(dim=(2, 3))

n = Net()
inputs = {"forward": torch.rand(1, 1, 5, 5), "weighted_sum": torch.rand(1, 1, 5, 5)}
tm = torch.jit.trace_module(n, inputs)
x = torch.rand(2, 1, 5, 5)
print(torch.allclose(tm(x), n(x)), torch.allclose(tm.weighted_sum(x), n.weighted_sum(x)))
print(tm.weighted_sum.code)
print(tm.weighted_sum(x).shape)
