import torch


@torch.jit.script
def add(a: int, b: int = 2) -> int:
    return a + b


print(add(1), add(1, b=5))


@torch.jit.script
def caller() -> int:
    return add(1, c=3)
