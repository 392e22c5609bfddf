import torch


@torch.jit.script
def last(n: int) -> int:
    for i in range(n):
        v = i * 2
    return v


print("not reached")
