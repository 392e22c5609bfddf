import torch

torch.manual_seed(0)

def add(a, b):
    return a + b

def mul(a, x):
    return a * x

def func(alpha, beta, x, y):
    return add(mul(alpha, x), mul(beta, y))
alpha = torch.rand(1, dtype=torch.float, requires_grad=True)
beta = torch.rand(1, dtype=torch.float, requires_grad=True)
x = torch.rand(3, dtype=torch.float, requires_grad=True)
y = torch.rand(3, dtype=torch.float, requires_grad=True)
print(torch.jit.script(func)(alpha, beta, x, y))
