import torch

@torch.jit.script
def to_int(x):
    # type: (str) -> int
    return int(x)
print(to_int('2147483647'))
