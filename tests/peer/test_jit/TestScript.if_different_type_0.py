import torch

@torch.jit.script
def diff_type_used():
    if 1 == 2:
        c0 = 1
    else:
        c0 = 1.0
    return c0
