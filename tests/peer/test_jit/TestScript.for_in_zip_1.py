import torch

def fn(x, y):
    # type: (List[int], List[int]) -> int
    sum = 0
    for i, j in zip(x, y):
        sum += i * j
    return sum
print(torch.jit.script(fn)([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]))
