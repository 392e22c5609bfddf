import torch

@torch.jit.script
def test():
    if 1 == 1:
        c0 = 1
    return c0
