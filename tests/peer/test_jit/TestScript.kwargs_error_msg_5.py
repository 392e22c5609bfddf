import torch

def other(**kwargs):
    print(kwargs)

def fn():
    return other()

def another_other(*args):
    print(args)

def another_fn():
    return another_other()
torch.jit.script(another_fn)
