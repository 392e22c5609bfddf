import torch

def func():
    z = 1
    z += 2
    return z
print(torch.jit.script(func)())
