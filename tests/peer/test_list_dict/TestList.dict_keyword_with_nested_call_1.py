import torch

def fn():
    return dict(dict(foo=1, bar=2, baz=3))
print(torch.jit.script(fn)())
