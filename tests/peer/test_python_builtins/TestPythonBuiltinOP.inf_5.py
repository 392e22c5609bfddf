import torch

torch.manual_seed(0)

@torch.jit.script
def foo(a):
    return a < float('inf')
s = torch.rand(1)

@torch.jit.script
def bar(a):
    return a > float('-inf')
s = torch.rand(1)
print(foo(s))
