import torch

def fn(arg1: float) -> str:
    return '%f in template' % arg1
print(torch.jit.script(fn)(1.0))
