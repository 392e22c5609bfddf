import torch
from typing import List

@torch.jit.script
def if_test(a, b):
    c = a
    if bool(a < b):
        c = b
    else:
        c = a
    return c

@torch.jit.script
def if_one(a, b):
    c = b
    if bool(a < b):
        c = a
    return c

@torch.jit.script
def while_test(a, i):
    while bool(i < 3):
        a *= a
        i += 1
    return a

@torch.jit.script
def while_if_test(a, b):
    c = 0
    while bool(a < 10):
        a = a + 1
        b = b + 1
        if bool(a > b):
            c = 2
        else:
            c = 3
    return a + 1 + c

@torch.jit.script
def loop_use_test(y):
    x = y + 1
    z = x + 5
    while bool(y < 8):
        y += 1
        z = x
    return (x, z)

@torch.jit.ignore
def python_fn(x):
    return x + 10

@torch.jit.script
def python_op_name_test(y):
    return python_fn(y)

@torch.jit.script
def empty_int_list_test(y):
    x = torch.jit.annotate(List[int], [])
    return x[0]

@torch.jit.script
def empty_float_list_test(y):
    return [1.0, 2.0, 3.0]

@torch.jit.script
def print_weird_test(y):
    print('hi\x0e')
print(while_if_test.code)
