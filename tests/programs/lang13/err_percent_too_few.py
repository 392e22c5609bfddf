import torch


@torch.jit.script
def fmt(a: int) -> str:
    return "%d %d" % (a,)


print("compiled")
print(fmt(1))
