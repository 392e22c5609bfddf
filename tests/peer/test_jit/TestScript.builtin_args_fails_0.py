import torch

@torch.jit.script
def f1(a):
    torch.sum(foo=4)
