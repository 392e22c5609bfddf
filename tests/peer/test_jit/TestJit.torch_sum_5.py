import torch

torch.manual_seed(0)

def fn(x):
    return torch.sum(x)

def fn1(x, dim: int):
    return torch.sum(x, dim)
x = torch.randn(3, 4)
print(torch.jit.script(fn1)(x, 0))
