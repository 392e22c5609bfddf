import torch
import torch.nn.functional as F

x = torch.ones(1)
print(x.expand(3, 2).shape)
y = x.expand(4611686018427387904, 2)
print(y.numel())
