import torch


def f(x: int) -> int:
    with x:
        pass
    return x


print("start")
torch.jit.script(f)
