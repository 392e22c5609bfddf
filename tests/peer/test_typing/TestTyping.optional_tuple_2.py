import torch

def fn(x=None):
    if x is None:
        new_x = (1, 2)
    else:
        new_x = x
    return new_x
print(torch.jit.script(fn)())
