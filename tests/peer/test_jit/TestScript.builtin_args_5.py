import torch

def t0(a):
    return torch.cat([a, a])

def t1(a):
    return torch.cat(dim=1, tensors=[a, a])

def t2(a):
    if 1 == 1:
        b = 1
    else:
        b = 0
    return torch.sum(a, dim=b, keepdim=False)
print(torch.jit.script(t2)(torch.zeros(1, 1, 2)))
