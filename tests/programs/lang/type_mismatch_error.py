import torch


@torch.jit.script
def ok(x: int) -> int:
    return x + 1


print(ok(1))


@torch.jit.script
def bad(flag: bool):
    if flag:
        r = 1
    else:
        r = "one"
    return r


print("not reached")
