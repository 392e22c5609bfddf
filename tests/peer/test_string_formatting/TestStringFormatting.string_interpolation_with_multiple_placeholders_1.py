import torch

def fn(arg1: str, arg2: int, arg3: float) -> str:
    return '%s %d %f in template' % (arg1, arg2, arg3)
print(torch.jit.script(fn)('foo', 1, 1))
