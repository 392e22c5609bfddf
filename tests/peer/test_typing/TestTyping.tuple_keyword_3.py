import torch

def bar():
    f = tuple((1, 2))
    return f

def foo():
    return tuple(1, 2)
torch.jit.script(foo)()
