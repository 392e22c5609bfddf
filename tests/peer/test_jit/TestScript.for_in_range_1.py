import torch

def fn():
    c = 0
    for i in range(100):
        c += i
    return c
print(torch.jit.script(fn)())
