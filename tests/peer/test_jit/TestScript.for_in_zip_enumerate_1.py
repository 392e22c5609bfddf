import torch

def fn_zip_enumerate(x, y):
    # type: (List[int], List[int]) -> int
    sum = 0
    for i, (j, v), k in zip(x, enumerate(y), range(0, 100)):
        sum += i * j * v * k
    return sum
print(torch.jit.script(fn_zip_enumerate)([1, 2, 3, 4], [2, 3, 4, 5]))
