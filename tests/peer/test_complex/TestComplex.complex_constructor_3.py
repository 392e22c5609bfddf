import torch

def fn_int(real: int, img: int):
    return complex(real, img)
print(torch.jit.script(fn_int)(0, -1256))
