import torch

def f():
    return [[torch.zeros(1)], [torch.zeros(5)]]
traced_f = torch.jit.trace(f, [])
