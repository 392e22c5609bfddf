import torch

torch.manual_seed(0)

def foo(a):
    b, = (a,)
    return b + 1
print(torch.jit.script(foo)(torch.rand(3)))
