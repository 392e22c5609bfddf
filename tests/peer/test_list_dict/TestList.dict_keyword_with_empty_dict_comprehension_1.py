import torch

def fn():
    return dict({})
print(torch.jit.script(fn)())
