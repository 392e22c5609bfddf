import torch


@torch.jit.script
def count(n: int, step: int) -> int:
    c = 0
    for i in range(0, n, step):
        c += i
    return c


print(count(10, 2))
print(count(10, 0))
