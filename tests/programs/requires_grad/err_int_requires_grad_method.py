import torch

t = torch.zeros(2, dtype=torch.long)
print(t.requires_grad_(False))
t.requires_grad_()
