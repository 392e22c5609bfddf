import torch

@torch.jit.script
def builtin_use_as_value(x):
    return x.unsqueeze
