import torch


@torch.jit.script
def check(x: int) -> int:
    if x < 0:
        raise RuntimeError("negative input: " + str(x))
    return x * 2


print(check(4))
print(check(-3))
