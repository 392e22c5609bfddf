import torch

torch.manual_seed(0)

def func(x):
    return x[:5]
x = torch.rand(10, dtype=torch.float, requires_grad=True)

def func2(x):
    return x[5:]

def func3(x):
    return x[:8:2]

def func4(x):
    return x[1::4]
print(torch.jit.script(func4)(x))
