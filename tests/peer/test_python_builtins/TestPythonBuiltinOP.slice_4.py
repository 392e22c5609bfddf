import torch

torch.manual_seed(0)

def func(x):
    return x[:5]
x = torch.rand(10, dtype=torch.float, requires_grad=True)

def func2(x):
    return x[5:]
print(torch.jit.script(func2)(x))
