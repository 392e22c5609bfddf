import torch


@torch.jit.script
def fm(a: float, b: float) -> float:
    return a % b


@torch.jit.script
def idiv(a: int, b: int) -> int:
    return a // b


print(fm(5.0, 0.0), fm(-1.0, float("inf")))
print(idiv(5, 0))
