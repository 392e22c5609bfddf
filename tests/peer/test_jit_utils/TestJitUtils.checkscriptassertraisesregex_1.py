import torch

def fn():
    tup = (1, 2)
    return tup[2]
torch.jit.script(fn)()
