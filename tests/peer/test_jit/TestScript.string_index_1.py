import torch

def fn(x):
    # type: (str)
    return (x[2], x[-1])
print(torch.jit.script(fn)('abcde'))
