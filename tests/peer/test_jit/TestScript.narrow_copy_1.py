import torch

torch.manual_seed(0)

def foo(a):
    return a.narrow_copy(0, 0, 5)
print(torch.jit.script(foo)(torch.rand(10)))
