import torch


@torch.jit.script
def f(x: int) -> str:
    return x


print("unreachable")
