import torch

@torch.jit.script
def fn_int_int(a: int, b: int):
    return a ** b
print(fn_int_int(-2, 0))
