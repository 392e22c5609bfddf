import torch

def fn(x):
    return torch.any(x)

def fn1(x, dim: int):
    return torch.any(x, dim)
print(torch.jit.script(fn1)(torch.empty(3, 4), -2))
