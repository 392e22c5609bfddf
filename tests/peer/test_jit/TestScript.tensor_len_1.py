import torch

def func(x):
    return len(x)
print(torch.jit.script(func)(torch.ones(4, 5, 6)))
