import torch

def t(x):
    gather1 = x[0]
    idx = 0 + 1
    gather2 = x[idx]
    return gather1 + gather2
print(torch.jit.script(t)(torch.zeros(3, 2, 3)))
