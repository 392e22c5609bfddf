import torch

@torch.jit.ignore
def python_fn(x):
    return torch.neg(x)

@torch.jit.script
def script_fn(x):
    return python_fn(x) + 1
a = torch.tensor(1)
print(script_fn(a))
