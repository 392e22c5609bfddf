import torch

@torch.jit.ignore
def fn(my_arg):
    return my_arg + 10

@torch.jit.script
def other_fn(x):
    return fn('2')
