import torch

torch.manual_seed(0)

def foo(a, b):
    c = a + b
    c.add_(b)
    return c
print(torch.jit.script(foo)(torch.rand(3), torch.rand(3)))
