import torch

@torch.jit.script
def foo():
    return len((1, 'str', None))
print(foo())
