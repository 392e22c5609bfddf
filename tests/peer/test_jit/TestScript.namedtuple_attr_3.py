import torch

def f(x):
    return x.max(dim=1).indices + torch.max(x, dim=1).indices

@torch.jit.script
def g2(x):
    print((x, x, x).__doc__)
    return x
