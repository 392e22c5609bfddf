import torch
from torch.autograd import gradcheck, gradgradcheck

torch.manual_seed(0)

class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 3 * x ** 2 * g

class BadCube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x ** 2 * g

inp = torch.randn(4, dtype=torch.double, requires_grad=True)
print("cube ok:", gradcheck(Cube.apply, (inp,), eps=1e-6, atol=1e-4))
print("bad cube:", gradcheck(BadCube.apply, (inp,), eps=1e-6, atol=1e-4, raise_exception=False))

def f(a, b):
    return (a * b).sin().sum(dim=0)

a = torch.randn(3, 2, dtype=torch.double, requires_grad=True)
b = torch.randn(3, 2, dtype=torch.double, requires_grad=True)
print("f ok:", gradcheck(f, (a, b)))
print("gradgrad ok:", gradgradcheck(f, (a, b)))
try:
    gradcheck(BadCube.apply, (inp,))
except Exception as e:
    print(type(e).__name__)
    print(str(e).split("\n")[0])
