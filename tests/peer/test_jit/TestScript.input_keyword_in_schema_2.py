import torch

torch.manual_seed(0)

def f(x):
    return torch.ceil(input=x)
inp = torch.randn(10)
print(torch.jit.script(f)(inp))
