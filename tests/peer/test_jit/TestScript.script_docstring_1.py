import torch

@torch.jit.script
def with_docstring(x):
    """test str"""
    y = x
    'y is the same as x'
    return y
print(with_docstring.__doc__)
