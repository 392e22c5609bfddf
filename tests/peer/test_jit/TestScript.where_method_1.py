import torch

torch.manual_seed(0)

def fn(x, y):
    return x.where(x > 0.0, y)
print(torch.jit.script(fn)(torch.randn(3, 2, dtype=torch.float), torch.ones(3, 2, dtype=torch.float)))
