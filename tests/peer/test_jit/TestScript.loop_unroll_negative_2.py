import torch

def fn(x):
    y = 0
    for _ in range(int(x)):
        y += 1
    return y
print(torch.jit.script(fn)(torch.tensor(-2)))
