import torch

def fn(arg1: str) -> str:
    return '%c in template' % arg1
print(torch.jit.script(fn)('a'))
