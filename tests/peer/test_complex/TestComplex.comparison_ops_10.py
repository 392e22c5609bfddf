import torch

def fn1(a: complex, b: complex):
    return a == b

def fn2(a: complex, b: complex):
    return a != b

def fn3(a: complex, b: float):
    return a == b

def fn4(a: complex, b: float):
    return a != b
x, y = (2 - 3j, 4j)
x1, y1 = (1 + 0j, 1.0)
print(torch.jit.script(fn3)(x1, y1))
