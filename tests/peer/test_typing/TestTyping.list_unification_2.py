import torch

def fn():
    return [1, None, 2]

def fn2(x):
    return [torch.ones(2, 2), None, x]
print(torch.jit.script(fn)())
