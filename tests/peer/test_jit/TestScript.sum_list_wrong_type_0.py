import torch

@torch.jit.script
def sum_list(a):
    # type: (int) -> int
    sum = 0
    for i in a:
        sum += i
    return sum
sum_list(1)
