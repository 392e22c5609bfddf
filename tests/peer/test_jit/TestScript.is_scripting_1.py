import torch

def foo():
    return torch.jit.is_scripting()
print(foo())
