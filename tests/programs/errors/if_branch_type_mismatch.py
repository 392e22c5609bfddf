import torch


@torch.jit.script
def f(c: bool):
    if c:
        x = 1
    else:
        x = "one"
    return x


print("unreachable")
