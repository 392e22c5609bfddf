import torch

def fn(x, y):
    return (x, x * 2, x * 3)

@torch.jit.script
def script_fn2(x):
    x, y = fn(x, x)
