import torch

torch.manual_seed(0)

def foo(a, b):
    a += b
    a -= b
    a /= b
    a *= b
    return (a, b)
print(torch.jit.script(foo)(torch.rand(3), torch.rand(3)))
