import torch

@torch.jit.script
def range_no_arg(x):
    for _ in range():
        x += 1
    return x
