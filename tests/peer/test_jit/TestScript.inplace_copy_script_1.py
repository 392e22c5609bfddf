import torch

torch.manual_seed(0)

def foo(x):
    a = torch.rand(3, 4)
    a.copy_(x)
    return a
print(torch.jit.script(foo)(torch.rand(3, 4)))
