import torch

def fn(x: str):
    return x[slice(None, 3, 1)]
print(torch.jit.script(fn)('foo_bar'))
