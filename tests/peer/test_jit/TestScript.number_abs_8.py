import torch

def func1(x):
    return abs(x)

def func2(x):
    return abs(x)

def func3(x):
    return abs(x)
print(torch.jit.script(func3)(torch.tensor([5, 10, 20])))
