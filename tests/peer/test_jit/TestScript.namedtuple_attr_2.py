import torch

def f(x):
    return x.max(dim=1).indices + torch.max(x, dim=1).indices

@torch.jit.script
def g1(x):
    return x.max(dim=1).unknown_symbol
