import torch

torch.manual_seed(0)

tensors = [torch.rand(1), torch.randint(-5, 5, (1,)), torch.tensor([False])]

def fn_tensor_float(real, img: float):
    return complex(real, img)

def fn_tensor_int(real, img: int):
    return complex(real, img)

def fn_tensor_bool(real, img: bool):
    return complex(real, img)

def fn_float_tensor(real: float, img):
    return complex(real, img)

def fn_int_tensor(real: int, img):
    return complex(real, img)

def fn_bool_tensor(real: bool, img):
    return complex(real, img)
for tensor in tensors:
    print(torch.jit.script(fn_tensor_float)(tensor, 1.2))
    print(torch.jit.script(fn_tensor_int)(tensor, 3))
    print(torch.jit.script(fn_tensor_bool)(tensor, True))
    print(torch.jit.script(fn_float_tensor)(1.2, tensor))
    print(torch.jit.script(fn_int_tensor)(3, tensor))
    print(torch.jit.script(fn_bool_tensor)(True, tensor))
