import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn1 = nn.BatchNorm1d(3, momentum=0.5)
        self.bn2 = nn.BatchNorm2d(2, affine=False)
        self.bn3 = nn.BatchNorm1d(3, track_running_stats=False)

    def forward(self, x: torch.Tensor, y: torch.Tensor):
        return self.bn1(x), self.bn2(y), self.bn3(x)


m = torch.jit.script(M())
x = torch.tensor([[1.0, 2.0, 3.0], [3.0, 0.0, -1.0], [2.0, 4.0, 1.0], [-2.0, 2.0, 5.0]])
y = torch.arange(16.0).reshape(2, 2, 2, 2) ** 1.5
for t in m(x, y):
    print(torch.round(t, decimals=4))
print(m.bn1.running_mean, m.bn1.running_var, m.bn1.num_batches_tracked)
print(torch.round(m.bn2.running_mean, decimals=4), torch.round(m.bn2.running_var, decimals=3))
m(x, y)
print(m.bn1.running_mean, m.bn1.num_batches_tracked, m.bn3.running_mean)
m.eval()
for t in m(x, y):
    print(torch.round(t, decimals=4))
print(m.training, m.bn1.training)
bn = nn.BatchNorm1d(2, momentum=None)
for i in range(3):
    bn(torch.tensor([[float(i), 1.0], [2.0 * i, 3.0]]))
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
x3 = torch.arange(12.0).reshape(2, 2, 3)
print(torch.round(nn.BatchNorm1d(2)(x3), decimals=4))
try:
    nn.BatchNorm1d(2)(torch.ones(1, 2))
except ValueError as e:
    print("ValueError:", e)
