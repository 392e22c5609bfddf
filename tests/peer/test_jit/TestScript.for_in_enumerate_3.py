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
print(torch.jit.script(fn_enumerate_start_arg)([1, 2, 3, 4, 5]))
