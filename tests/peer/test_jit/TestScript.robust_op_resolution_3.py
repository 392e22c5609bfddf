import torch

torch.manual_seed(0)

neg = torch.add

def stuff(x):
    return neg(x, x)
a = (torch.rand(3),)
print(torch.jit.script(stuff)(*a))
