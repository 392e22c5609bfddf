import torch

def fn(start, end, step):
    # type: (int, int, int) -> int
    x = 0
    for i in range(start, end, step):
        x += i
    return x
print(torch.jit.script(fn)(2, 10, 3))
