import torch

def f():
    return [1, 5]
traced_f = torch.jit.trace(f, [])
