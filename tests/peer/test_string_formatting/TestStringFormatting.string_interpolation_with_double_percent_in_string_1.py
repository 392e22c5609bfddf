import torch

def fn(arg1: str):
    return '%s in template %%' % arg1
print(torch.jit.script(fn)('foo'))
