import torch

torch.manual_seed(0)

def func(a, b):
    c = a + b
    c += a
    return c
a = torch.rand(1, requires_grad=True)
b = torch.rand(1, requires_grad=True)
print(torch.jit.script(func)(a, b))
