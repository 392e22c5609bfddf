import torch

y = torch.ones(2, requires_grad=True) * 2
print(y.requires_grad_(True))
y.requires_grad = False
