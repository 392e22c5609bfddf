import torch

@torch.jit.script
def func(x):
    return torch.ops.aten.relu(x)
input = torch.ones(5, 5)
print(func(input))
