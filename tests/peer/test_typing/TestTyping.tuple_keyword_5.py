import torch

def bar():
    f = tuple((1, 2))
    return f

def foo():
    return tuple(1, 2)

def cant_infer_size():
    return tuple([1, 2, 3])
torch.jit.script(cant_infer_size)
