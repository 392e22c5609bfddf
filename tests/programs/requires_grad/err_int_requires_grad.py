import torch

print(torch.zeros(2, requires_grad=True))
print(torch.arange(3, requires_grad=True))
