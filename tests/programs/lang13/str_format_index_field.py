import torch


@torch.jit.script
def fm(a: int, b: int) -> str:
    return "{1} {0}".format(a, b)


print("compiled")
print(fm(1, 2))
