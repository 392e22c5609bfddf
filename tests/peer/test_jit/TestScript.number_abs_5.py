import torch

def func1(x):
    # type: (float) -> float
    return abs(x)

def func2(x):

    # type: (int) -> int
    return abs(x)

def func3(x):
    return abs(x)
print(torch.jit.script(func2)(-10))
