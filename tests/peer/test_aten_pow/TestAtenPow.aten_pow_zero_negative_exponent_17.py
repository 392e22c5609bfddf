import torch

@torch.jit.script
def fn_int_int(a: int, b: int):
    return a ** b
'\n        2. Testing a = int, b = float\n        '

@torch.jit.script
def fn_int_float(a: int, b: float):
    return a ** b
print(fn_int_float(-2, 2.0))
