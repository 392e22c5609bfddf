import torch

def f(x):
    return x + param
torch.jit.trace(f, (1,))
