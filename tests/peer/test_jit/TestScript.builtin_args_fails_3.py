import torch

@torch.jit.script
def f4(a):
    torch.cat(a)
