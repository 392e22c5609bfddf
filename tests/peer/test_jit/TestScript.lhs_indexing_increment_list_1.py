import torch

torch.manual_seed(0)

def foo(a, b):
    a = a.clone()
    ls = [a, b]
    ls[0] += b
    return ls
print(torch.jit.script(foo)(torch.rand(2, 3), torch.rand(3)))
