import torch

def fn(x):
    return x
print(torch.jit.script(fn)(torch.ones(2, 2)))
