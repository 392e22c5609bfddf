import torch

def foo(x, y):
    a = torch.exp(x)
    b = x == 1
    a[b] += y[b]
    return a
print(torch.jit.script(foo)(torch.ones(4, 3), torch.ones(4, 3)))
