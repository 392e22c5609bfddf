import torch

def t(x):
    slice1 = x[0:1]
    zero = 0
    one = zero + 1
    slice2 = x[zero:one]
    return slice1 + slice2
print(torch.jit.script(t)(torch.zeros(3, 2, 3)))
