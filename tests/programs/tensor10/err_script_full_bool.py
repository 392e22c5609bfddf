import torch

print(torch.full((2,), True))


@torch.jit.script
def make():
    return torch.full((1,), True)


print(make())
