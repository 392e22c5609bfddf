import torch

def fn():
    x = 0
    for i in range(7, 100):
        x += i
    return x
print(torch.jit.script(fn)())
