import torch


@torch.jit.script
def grow(n: int):
    x = 0
    for i in range(n):
        x = 1.5
    return x


print("not reached")
