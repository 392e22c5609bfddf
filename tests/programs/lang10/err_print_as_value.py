import torch


@torch.jit.script
def shout(x: int):
    print("value", x)


shout(3)


@torch.jit.script
def bad(x: int):
    y = print(x)
    return y
