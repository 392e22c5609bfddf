import torch

def fn():
    return dict(foo=[1, 2, 3], bar=[4, 5, 6], baz=[7, 8, 9])
print(torch.jit.script(fn)())
