import torch

def fn():
    return dict(zip(['foo', 'baz', 'bar'], [1, 2, 3]))
print(torch.jit.script(fn)())
