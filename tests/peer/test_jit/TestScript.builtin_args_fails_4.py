import torch

@torch.jit.script
def f5(a):
    torch.cat([3])
