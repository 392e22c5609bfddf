import torch

torch.manual_seed(0)

x = torch.randn(3, 4, requires_grad=True)
y = torch.randn(3, 4, requires_grad=False)

def f_requires_grad(x):
    return x.requires_grad

def f_grad(x):
    return x.grad
x.sum().backward()
print(torch.jit.script(f_grad)(y))
