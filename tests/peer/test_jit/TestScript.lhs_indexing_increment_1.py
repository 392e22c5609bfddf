import torch

torch.manual_seed(0)

def foo(a, b):
    a[0] += b
    return a
print(torch.jit.script(foo)(torch.rand(2, 3), torch.rand(3)))
