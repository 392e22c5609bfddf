import torch

@torch.jit.script
def diff_existing_type(x):
    c0 = 1.0
    if 1 == 2:
        c0 = 1
        print(x)
    return x
