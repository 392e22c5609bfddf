import torch


@torch.jit.script
def fmt(x: float) -> str:
    return "value=%.2f" % (x,)


print("compiled")
print(fmt(1.0))
print("not reached")
