import torch

def fn(arg1: int) -> str:
    return '%d in template' % arg1
print(torch.jit.script(fn)(1))
