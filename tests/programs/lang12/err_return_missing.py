import torch


@torch.jit.script
def maybe(x: int) -> int:
    if x > 0:
        return x


print("not reached")
