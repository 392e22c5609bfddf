import torch

def func(a: bool, b: bool) -> bool:
    a ^= b
    return a
print(torch.jit.script(func)(False, False))
