import torch

def fn_int(real: int, img: int):
    return complex(real, img)

def fn_float(real: float, img: float):
    return complex(real, img)

def fn_bool(real: bool, img: bool):
    return complex(real, img)

def fn_bool_int(real: bool, img: int):
    return complex(real, img)

def fn_int_bool(real: int, img: bool):
    return complex(real, img)

def fn_bool_float(real: bool, img: float):
    return complex(real, img)

def fn_float_bool(real: float, img: bool):
    return complex(real, img)
print(torch.jit.script(fn_float_bool)(0.0, False))
