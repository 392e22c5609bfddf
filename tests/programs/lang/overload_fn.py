import torch


@torch.jit._overload
def add(x: int) -> int:
    pass


@torch.jit._overload
def add(x: str) -> str:
    pass


def add(x):
    return x + x


@torch.jit.script
def use():
    return add(3), add("ab")


print(use())
