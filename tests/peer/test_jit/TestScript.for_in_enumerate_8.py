import torch

def fn(x):
    # type: (List[int]) -> int
    sum = 0
    for i, v in enumerate(x):
        sum += i * v
    return sum

def fn_enumerate_start_arg(x):

    # type: (List[int]) -> int
    sum = 0
    for i, v in enumerate(x, 1):
        sum += i * v
    return sum

def fn_enumerate_start_kwarg(x):

    # type: (List[int]) -> int
    sum = 0
    for i, v in enumerate(x, start=1):
        sum += i * v
    return sum

def fn_nested_enumerate(x):

    # type: (List[int]) -> int
    sum = 0
    for i, (j, v) in enumerate(enumerate(x)):
        sum += i * j * v
    return sum

@torch.jit.script
def enumerate_no_arg(x):
    # type: (List[int]) -> int
    sum = 0
    for _ in enumerate():
        sum += 1
    return sum
