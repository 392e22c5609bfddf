import torch

@torch.jit.script
def foo(a, b):
    # type: (int, int) -> int
    return a // b
for i in range(-8, 8):
    for j in range(-8, 8):
        if j != 0:
            print(foo(i, j))
