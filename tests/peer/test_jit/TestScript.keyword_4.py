import torch

torch.manual_seed(0)

@torch.jit.script
def func(x):
    return torch.sum(x, dim=0)
x = torch.rand(10, dtype=torch.float, requires_grad=True)
y = func(x)
y2 = torch.sum(x, dim=0)
print(y)
