import torch

def fn_int(real: int, img: int):
    return complex(real, img)

def fn_float(real: float, img: float):
    return complex(real, img)
print(torch.jit.script(fn_float)(-1.9, -19.8))
