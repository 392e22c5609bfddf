import torch

def fn(x):
    # type: (str) -> int
    return len(x)
print(torch.jit.script(fn)('h'))
