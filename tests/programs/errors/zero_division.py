import torch


@torch.jit.script
def f(a: int, b: int) -> int:
    return a // b


@torch.jit.script
def g(a: float, b: float) -> float:
    return a / b


print(f(7, 2))
try:
    g(1.0, 0.0)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[-1])
print(f(1, 0))
