import torch


@torch.jit.script
def outer(n: int) -> int:
    def inner(x: int) -> int:
        return x * 2
    return inner(n)
