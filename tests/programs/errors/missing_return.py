import torch


@torch.jit.script
def f(x: int) -> int:
    if x > 0:
        return 1


print("unreachable")
