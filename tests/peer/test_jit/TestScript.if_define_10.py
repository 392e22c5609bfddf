import torch

@torch.jit.script
def foo(a):
    if bool(a == 0):
        b = 1
    else:
        b = 0
    return b + 1

@torch.jit.script
def foo2(a):
    b = 0
    if bool(a == 0):
        b = 1
    return b + 1

@torch.jit.script
def foo3(a):
    b = 1
    if bool(a == 0):
        c = 4
    else:
        b = 0
    return b + 1
a = torch.ones(1, dtype=torch.long)
b = torch.zeros(1, dtype=torch.long)
print(foo3(b))
