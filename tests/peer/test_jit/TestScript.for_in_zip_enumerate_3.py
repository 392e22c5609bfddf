import torch

def fn_zip_enumerate(x, y):
    # type: (List[int], List[int]) -> int
    sum = 0
    for i, (j, v), k in zip(x, enumerate(y), range(0, 100)):
        sum += i * j * v * k
    return sum

def fn_enumerate_zip(x, y):

    # type: (List[int], List[int]) -> int
    sum = 0
    for i, (j, v) in enumerate(zip(x, y)):
        sum += i * j * v
    return sum
print(torch.jit.script(fn_enumerate_zip)([1, 2, 3, 4], [2, 3, 4, 5]))
