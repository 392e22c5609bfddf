import torch


@torch.jit.script
def f(*args: int) -> int:
    return len(args)
