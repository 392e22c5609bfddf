import torch

def foo():
    return [[4]] + [[4, 5]]
print(torch.jit.script(foo)())
