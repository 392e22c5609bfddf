import torch

def fn(i1: int, i2: int):
    return hash(i1) == hash(i2)
print(torch.jit.script(fn)(-123, -123))
