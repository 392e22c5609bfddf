import torch

torch.manual_seed(0)

def f(x):
    return torch.empty(x.shape).fill_(7)
x = torch.randn(10, 15)
ft = torch.jit.trace(f, x, _force_outplace=True)
print(f(x))
