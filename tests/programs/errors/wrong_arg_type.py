import torch


@torch.jit.script
def g(x: int) -> int:
    return x + 1


@torch.jit.script
def f(s: str) -> int:
    return g(s)


print("unreachable")
