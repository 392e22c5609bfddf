import torch

@torch.jit.script
def tmp():
    return torch.tensor([])
tmp()
