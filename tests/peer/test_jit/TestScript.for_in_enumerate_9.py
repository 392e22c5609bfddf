import torch

def fn(x):
    sum = 0
    for i, v in enumerate(x):
        sum += i * v
    return sum

def fn_enumerate_start_arg(x):
    sum = 0
    for i, v in enumerate(x, 1):
        sum += i * v
    return sum

def fn_enumerate_start_kwarg(x):
    sum = 0
    for i, v in enumerate(x, start=1):
        sum += i * v
    return sum

def fn_nested_enumerate(x):
    sum = 0
    for i, (j, v) in enumerate(enumerate(x)):
        sum += i * j * v
    return sum

@torch.jit.script
def enumerate_too_many_args(x):
    sum = 0
    for _ in enumerate(x, x, x):
        sum += 1
    return sum
