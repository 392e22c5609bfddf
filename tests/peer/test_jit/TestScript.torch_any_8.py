import torch

torch.manual_seed(0)

def fn(x):
    return torch.any(x)

def fn1(x, dim: int):
    return torch.any(x, dim)
print(torch.jit.script(fn1)(torch.randn(3, 8), 1))
