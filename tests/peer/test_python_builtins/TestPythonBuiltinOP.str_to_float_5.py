import torch

torch.manual_seed(0)

@torch.jit.script
def foo(a):
    return 0.5 == float('0.5 hello')
s = torch.rand(1)

@torch.jit.script
def foo(a):
    return 0.5 == float('0.5')
s = torch.rand(1)
print(foo(s))
