import torch

@torch.jit.script
def wrong_use_as_callable(x):
    return x(3, 4, 5)
