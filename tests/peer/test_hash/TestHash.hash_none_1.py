import torch

def fn():
    n1 = None
    n2 = None
    return hash(n1) == hash(n2)
print(torch.jit.script(fn)())
