import torch

@torch.jit.script
def foo():
    x: str = 4
    return x
