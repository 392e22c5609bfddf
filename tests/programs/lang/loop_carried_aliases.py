import torch

@torch.jit.script
def f(x: int, n: int) -> int:
    y = x
    for i in range(n):
        y = x + 1
    return y

@torch.jit.script
def g(x: int, n: int) -> int:
    y = x
    i = 0
    while i < n:
        y = x * 2
        i += 1
    return y

def h(x: int, n: int) -> int:
    y = x
    for i in range(n):
        y = x + y
    return y

print(f(1, 3), g(3, 2), h(1, 3))
