import torch

def func():
    c = 1
    return c.add(1)
torch.jit.script(func)
