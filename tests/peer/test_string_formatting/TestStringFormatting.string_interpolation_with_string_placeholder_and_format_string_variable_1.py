import torch

def fn(arg1: str):
    return arg1 % 'foo'
print(torch.jit.script(fn)('%s in template'))
