import torch

def func():
    a = [1, 2, 3]
    return len(a) == 3

def func2():
    a = []
    return len(a) == 0
print(torch.jit.script(func2)())
