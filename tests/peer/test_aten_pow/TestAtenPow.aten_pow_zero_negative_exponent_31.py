import torch

@torch.jit.script
def fn_int_int(a: int, b: int):
    return a ** b
'\n        2. Testing a = int, b = float\n        '

@torch.jit.script
def fn_int_float(a: int, b: float):
    return a ** b
'\n        3. Testing a = float, b = int\n        '

@torch.jit.script
def fn_float_int(a: float, b: int):
    return a ** b
print(fn_float_int(2.5, -0))
