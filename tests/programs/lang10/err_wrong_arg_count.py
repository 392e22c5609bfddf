import torch


@torch.jit.script
def add(a: int, b: int) -> int:
    return a + b


@torch.jit.script
def caller() -> int:
    return add(1, 2, 3)
