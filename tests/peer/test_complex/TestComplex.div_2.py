import torch

def fn1(a: complex, b: complex):
    return a / b
x, y = (2 - 3j, 4j)
print(torch.jit.script(fn1)(x, y))
