import torch
from torch import Tensor

torch.manual_seed(0)

def mul(x: complex, y: torch.Tensor):
    return x * y

def add(x: complex, y: torch.Tensor):
    return x + y

def eq(x: complex, y: torch.Tensor):
    return x == y

def ne(x: complex, y: torch.Tensor):
    return x != y

def sub(x: complex, y: torch.Tensor):
    return x - y

def div(x: complex, y: torch.Tensor):
    return x - y
ops = [mul, add, eq, ne, sub, div]
for shape in [(1,), (2, 2)]:
    x = 0.71 + 0.71j
    y = torch.randn(shape, dtype=torch.cfloat)
    for op in ops:
        eager_result = op(x, y)
        scripted = torch.jit.script(op)
        jit_result = scripted(x, y)
        print(eager_result)
