# tracing nn.Modules: .code, .graph of submodules, trace_module with several methods
import torch
import torch.nn as nn
import torch.nn.functional as F

class MyCell(nn.Module):
    def __init__(self):
        super(MyCell, self).__init__()
        self.linear = nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h

torch.manual_seed(0)
my_cell = MyCell()
x, h = torch.rand(3, 4), torch.rand(3, 4)
traced_cell = torch.jit.trace(my_cell, (x, h))
print(traced_cell)
print(traced_cell.code)
a, b = traced_cell(x, h)
print(a.shape, torch.equal(a, b))

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(8, 3)

    def forward(self, x):
        x = F.relu(self.conv(x))
        x = x.flatten(1)
        return self.fc(x)

    def weighted(self, x):
        return self.forward(x) * 2

n = Net()
inputs = {'forward': torch.randn(1, 1, 4, 4), 'weighted': torch.randn(1, 1, 4, 4)}
m = torch.jit.trace_module(n, inputs)
print(type(m).__name__)
print(m.code)
print(m.weighted.code)
print(m.fc.code)
print(torch.allclose(m.weighted(inputs['weighted']), n.weighted(inputs['weighted'])))
print([name for name, _ in m.named_children()])
