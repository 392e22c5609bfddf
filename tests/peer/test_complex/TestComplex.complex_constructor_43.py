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

def fn_float_int(real: float, img: int):
    return complex(real, img)

def fn_int_float(real: int, img: float):
    return complex(real, img)
print(torch.jit.script(fn_int_float)(-3, 0.0))
