import torch


@torch.jit.script
def f(x: int) -> int:
    return x + yy


print("unreachable")
