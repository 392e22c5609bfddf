import torch

torch.manual_seed(0)

def func(a):
    return a.view(size=[1, 2, 3])
a = torch.randn(6)
print(torch.jit.script(func)(a))
