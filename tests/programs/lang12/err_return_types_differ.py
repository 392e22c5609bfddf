import torch


@torch.jit.script
def f(x: int):
    if x > 0:
        return x
    return "negative"


print("not reached")
