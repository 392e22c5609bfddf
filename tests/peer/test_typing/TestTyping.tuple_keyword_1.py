import torch

def bar():
    f = tuple((1, 2))
    return f
print(torch.jit.script(bar)())
