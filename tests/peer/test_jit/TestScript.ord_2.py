import torch

def fn(x):
    # type: (str) -> int
    return ord(x)
print(torch.jit.script(fn)(*'y'))
