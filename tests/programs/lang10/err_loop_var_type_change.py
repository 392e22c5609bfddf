import torch


@torch.jit.script
def f(n: int):
    x = 0
    for i in range(n):
        x = "str"
    return x
