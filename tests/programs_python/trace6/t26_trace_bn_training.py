import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU())
t = torch.jit.trace(m, torch.randn(5, 3))
print(t.code)
print(getattr(t, '1').code)
print(getattr(t, '1').num_batches_tracked)
x = torch.randn(6, 3)
print(round(t(x).sum().item(), 4) == round(m(x).sum().item(), 4))
print(t.training)
