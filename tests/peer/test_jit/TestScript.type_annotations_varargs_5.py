import torch

torch.manual_seed(0)

@torch.jit.ignore
def fn_varargs(x, *args):
    return args[0] if args else x

def fn1(x, y, z):
    return fn_varargs(x)

def fn2(x, y, z):
    return fn_varargs(x, y)

def fn3(x, y, z):
    return fn_varargs(x, y, z)
x, y, z = [torch.randn(2, 2) for _ in range(3)]
print(torch.jit.script(fn1)(x, y, z))
