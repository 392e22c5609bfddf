import torch

@torch.jit.script
def foo(x=(1, [])):
    return x
