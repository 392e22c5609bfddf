import torch

def outer_func(x):
    return (x * 2, x + 2)

@torch.jit.script
def func(x):
    y, z = outer_func(x)
    return y + z
x = torch.arange(4)
print(func(x))
