import torch

def foo():
    ls = [1, 2, 3]
    ls[0] += 5
    return ls
print(torch.jit.script(foo)())
