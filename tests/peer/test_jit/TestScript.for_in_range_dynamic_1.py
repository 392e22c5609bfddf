import torch

def fn():
    c = 0
    for i in range(100):
        acc = 0
        for j in range(i):
            acc += j
        c += acc
    return c
print(torch.jit.script(fn)())
