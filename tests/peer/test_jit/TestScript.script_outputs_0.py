import torch

@torch.jit.script
def foo(a):
    c, d = a + a
    return c + d
