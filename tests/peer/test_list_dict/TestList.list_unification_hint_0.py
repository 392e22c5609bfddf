import torch

@torch.jit.script
def x():
    b: int = [2, 3]
    return b
