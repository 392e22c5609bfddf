import torch

torch.manual_seed(0)

def var_tuple_assign(x, y):
    (a, b), c = (x, y)
    return a + b + c
tuple_inputs = (torch.randn(1, 4), torch.randn(3, 4))

def nested_tuple_assign(x, y, z):
    a, (b, (c, d)), (e, f) = (x, y, z)
    return a + b + c + d + e + f

def subscript_tuple_assign(a, x, i):
    a[i], (x[i], b) = (1, (2, 3))
    return (a[i] + 1, x + 5, b)

def star_tuple_assign():
    a, (b, *c), *d = (1, (2, 3, 4), 5, 6)
    return (a, b, c, d)
print(torch.jit.script(star_tuple_assign)())
