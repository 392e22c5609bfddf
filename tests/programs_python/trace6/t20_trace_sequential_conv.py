import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Conv2d(1, 2, 3), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(8, 1))
x = torch.randn(1, 1, 6, 6)
t = torch.jit.trace(m, x)
print(t.code)
print(getattr(t, '0').code)
print(getattr(t, '2').code)
print(round(t(x).sum().item(), 4) == round(m(x).sum().item(), 4))
print([n for n, _ in t.named_modules()])
