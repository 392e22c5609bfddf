import torch

def fn(arg1: int) -> str:
    return '%c in template' % arg1
print(torch.jit.script(fn)(97))
