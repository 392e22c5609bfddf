import torch

@torch.jit.script
def fn(x: torch.device):
    return x
print(fn('cpu'))
