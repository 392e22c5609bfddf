import torch

torch.manual_seed(0)

def func(x):
    return 3.0 * x
x = torch.rand(1, dtype=torch.float, requires_grad=True)
print(torch.jit.script(func)(x))
