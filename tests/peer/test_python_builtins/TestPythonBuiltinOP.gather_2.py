import torch

torch.manual_seed(0)

def func(x):
    return x[0]
x = torch.rand(10, dtype=torch.float, requires_grad=True)
print(torch.jit.script(func)(x))
