import torch

torch.manual_seed(0)

def return_tuple(x):
    a = (x, x)
    return (a, x)
print(torch.jit.script(return_tuple)(torch.rand(4)))
