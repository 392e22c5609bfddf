import torch

@torch.jit.script
def foo(x):
    i = 0
    for a in (1, '2', 1.5):
        b = a
        if x:
            break
    return b
