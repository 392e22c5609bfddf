import torch

def t0(a):
    return torch.cat([a, a])

def t1(a):
    return torch.cat(dim=1, tensors=[a, a])
print(torch.jit.script(t1)(torch.zeros(1, 1, 2)))
