import torch

def foo():
    return torch.zeros(3, 4, 5, dtype=torch.int)
print(torch.jit.script(foo)())
