import torch

def fn() -> bool:
    return 'a' in 'abcd'
print(torch.jit.script(fn)())
