import torch

def func() -> int:
    z = 8
    z <<= 2
    return z
print(torch.jit.script(func)())
