import torch

def fn(dividend: int, divisor: int) -> int:
    return dividend % divisor
print(torch.jit.script(fn)(5, 2))
