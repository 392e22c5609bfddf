import torch

torch.manual_seed(0)

param = torch.randn(3).requires_grad_()
x = torch.randn(3)

def f(x):
    return x + param
torch.jit.trace(f, x)
