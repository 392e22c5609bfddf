import torch

@torch.jit.ignore
def something_else(h, i):
    pass

def fn(x):
    something_else(**x)
torch.jit.script(fn)
