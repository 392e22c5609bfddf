import torch

def fn(x, y):
    # type: (List[int], List[int]) -> int
    sum = 0
    for i, j in zip(x, y):
        sum += i * j
    return sum

def fn_multi_inputs(x, y, z):

    # type: (List[int], List[int], List[int]) -> int
    sum = 0
    for i, j, k in zip(x, y, z):
        sum += i * j * k
    return sum

def fn_nested_zip(x, y, z):

    # type: (List[int], List[int], List[int]) -> int
    sum = 0
    for i, (j, k) in zip(x, zip(y, z)):
        sum += i * j * k
    return sum

@torch.jit.script
def zip_no_arg(x):
    # type: (List[int]) -> int
    sum = 0
    for _ in zip():
        sum += 1
    return sum
