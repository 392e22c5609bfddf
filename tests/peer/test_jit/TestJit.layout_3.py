import torch

torch.manual_seed(0)

@torch.jit.script
def check(x, y):
    return x.layout == y.layout
x = torch.rand(3, 4)
y = torch.rand(3, 4)
print(check(x, y))
