import torch

x = torch.ones(2, requires_grad=True)
print((x * 2).grad_fn.name(), x.grad_fn is None)
print(x.grad_fn.name())
