import torch


@torch.jit.script
def two(a: int, b: int) -> int:
    return a + b


@torch.jit.script
def caller() -> int:
    return two(1, 2, 3)


print("not reached")
