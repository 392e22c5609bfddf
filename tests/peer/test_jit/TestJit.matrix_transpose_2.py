import torch

torch.manual_seed(0)

@torch.jit.script
def check(x):
    return torch.equal(x.mT, x.transpose(-2, -1))
x = torch.rand(3, 4)
print(check(x))
