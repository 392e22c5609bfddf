import torch

torch.manual_seed(0)

def foo(a, b):
    a = a.clone()
    foo, a[0], bar = (1, b, 3)
    return (foo, a, bar)
print(torch.jit.script(foo)(torch.rand(2, 3), torch.rand(3)))
