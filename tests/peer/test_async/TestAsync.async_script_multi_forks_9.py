import torch

torch.manual_seed(0)

@torch.jit.script
def foo1(x):
    return torch.neg(x).t() + x

@torch.jit.script
def foo2(x, y):
    return torch.neg(x).t() + x + torch.neg(y).t()

@torch.jit.script
def foo3(x, y, z):
    return torch.neg(z).t() + y.t() + x
x1 = torch.rand(10, 10)
x2 = torch.rand(10, 10)
x3 = torch.rand(10, 10)

@torch.jit.script
def wait_script(x1, x2, x3):
    f1 = torch.jit._fork(foo1, x1)
    f2 = torch.jit._fork(foo2, x1, x2)
    f3 = torch.jit._fork(foo3, x1, x2, x3)
    f4 = torch.jit._fork(foo1, x2)
    f5 = torch.jit._fork(foo2, x2, x3)
    y1 = torch.jit._wait(f1)
    y2 = torch.jit._wait(f2)
    y3 = torch.jit._wait(f3)
    return (y1, y2, y3)
y1, y2, y3 = wait_script(x1, x2, x3)
print(foo2(x1, x2))
