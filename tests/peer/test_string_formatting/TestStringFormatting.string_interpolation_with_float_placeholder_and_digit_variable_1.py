import torch

def fn(arg1: int) -> str:
    return '%f in template' % arg1
print(torch.jit.script(fn)(1))
