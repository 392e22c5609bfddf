import torch

torch.manual_seed(0)

def func(a, b):
    return a ** b

def func2(a, b, c, d):
    return c + a ** b ** d

def func3(a, b):

    # type: (int, float) -> float
    return a ** b

def func4():

    # type: () -> float
    return 2 ** (-2)

def func5(x, y):
    return x.item() ** y.item()
a = torch.rand(1, requires_grad=True)
b = torch.rand(1, requires_grad=True)
c = torch.rand(1, requires_grad=True)
d = torch.rand(1, requires_grad=True)
print(torch.jit.script(func3)(4, -0.5))
