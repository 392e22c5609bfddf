import torch

x = torch.empty(34, 56, 78)

def f(x):
    return x.shape
print(torch.jit.script(f)(x))
