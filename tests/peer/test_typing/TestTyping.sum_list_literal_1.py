import torch

def sum_list():
    # type: () -> int
    sum = 0
    for i in [1, 2, 3, 4, 5]:
        sum += i
    return sum
print(torch.jit.script(sum_list)())
