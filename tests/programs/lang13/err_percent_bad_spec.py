import torch


@torch.jit.script
def fmt(a: int) -> str:
    return "%d %a" % (a, a)


print("compiled")
print(fmt(1))
