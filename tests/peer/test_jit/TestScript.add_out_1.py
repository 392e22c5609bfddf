import torch

torch.manual_seed(0)

def foo(a, b):
    c = a + b
    e = 2 * a
    torch.add(c, b, out=e)
    return e
print(torch.jit.script(foo)(torch.rand(3), torch.rand(3)))
