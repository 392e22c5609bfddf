import torch

def fn(a: complex):
    return a
print(torch.jit.script(fn)(3 + 5j))
