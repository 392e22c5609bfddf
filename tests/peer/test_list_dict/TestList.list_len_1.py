import torch

def func():
    a = [1, 2, 3]
    return len(a) == 3
print(torch.jit.script(func)())
