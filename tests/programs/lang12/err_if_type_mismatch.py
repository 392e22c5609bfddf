import torch


@torch.jit.script
def pick(flag: bool):
    if flag:
        v = 1
    else:
        v = "one"
    return v


print("not reached")
