import torch


@torch.jit.script
def f(a: int, *, b: int) -> int:
    return a + b


print(f(1, b=2))
f(3, 4)
print("not reached")
