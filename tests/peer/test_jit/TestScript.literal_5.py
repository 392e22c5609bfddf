import torch

torch.manual_seed(0)

def func1(a, b):
    c = (a, b)
    d, e = c
    return d + e

def func2(a, b):
    c = (a, (a, b))
    d, e = c
    f, g = e
    return d + f + g

def func3(a, b):

    # type: (float, float) -> float
    c = (0.0, (0.0, 0.0))
    x = True
    while x:
        x = False
        c = (a, (a, b))
    d, e = c
    f, g = e
    return d + f + g
a = torch.rand(1, requires_grad=True)
b = torch.rand(1, requires_grad=True)
print(torch.jit.script(func1)(a, b))
