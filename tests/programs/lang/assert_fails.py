import torch


@torch.jit.script
def checked(x: int) -> int:
    assert x > 0, "x must be positive"
    return x * 2


print(checked(3))
print(checked(-1))
print("not reached")
