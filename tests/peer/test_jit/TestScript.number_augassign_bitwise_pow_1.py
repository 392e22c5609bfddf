import torch

def func() -> float:
    z = 8
    z **= 2
    return z
print(torch.jit.script(func)())
