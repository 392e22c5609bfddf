import torch

@torch.jit.script
def f2(a):
    torch.sum(a, self=a)
