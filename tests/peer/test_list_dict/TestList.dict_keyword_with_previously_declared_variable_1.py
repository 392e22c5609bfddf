import torch

def fn():
    d = {'foo': 1, 'bar': 2}
    return dict(d)
print(torch.jit.script(fn)())
