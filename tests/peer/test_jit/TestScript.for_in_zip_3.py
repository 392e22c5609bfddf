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
print(torch.jit.script(fn_multi_inputs)([1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]))
