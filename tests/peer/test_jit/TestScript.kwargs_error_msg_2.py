import torch

def other(**kwargs):
    print(kwargs)

def fn():
    return other()
torch.jit.script(fn)
