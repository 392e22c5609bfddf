import torch

@torch.jit.script
def f3(a):
    torch.sum(dim=4)
