# Custom torch.autograd.Function subclasses: straight-through estimator, saved tensors, needs_input_grad.
import torch
from torch.autograd import Function


class RoundSTE(Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out


class ScaledExp(Function):
    @staticmethod
    def forward(ctx, x, scale):
        y = torch.exp(x) * scale
        ctx.save_for_backward(y)
        ctx.scale = scale
        return y

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        print("  needs_input_grad:", ctx.needs_input_grad)
        return grad * y, None


class MulAdd(Function):
    @staticmethod
    def forward(ctx, a, b, c):
        ctx.save_for_backward(a, b)
        return a * b + c

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        ga = g * b if ctx.needs_input_grad[0] else None
        gb = g * a if ctx.needs_input_grad[1] else None
        return ga, gb, g


x = torch.tensor([0.2, 1.7, -0.6], requires_grad=True)
y = RoundSTE.apply(x * 2)
print(y, y.grad_fn is not None, type(y.grad_fn).__name__)
y.sum().backward()
print(x.grad)

x = torch.tensor([0.0, 1.0], requires_grad=True)
z = ScaledExp.apply(x, 2.0)
print(torch.round(z, decimals=4))
z.sum().backward()
print(torch.round(x.grad, decimals=4))

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
c = torch.tensor([0.5, 0.5], requires_grad=True)
out = MulAdd.apply(a, b, c)
out.backward(torch.ones(2))
print(out.detach(), a.grad, b.grad, c.grad)

xd = torch.tensor([0.3, -0.2], dtype=torch.double, requires_grad=True)
bd = torch.tensor([1.5, 2.5], dtype=torch.double, requires_grad=True)
cd = torch.tensor([0.1, 0.2], dtype=torch.double, requires_grad=True)
print("gradcheck:", torch.autograd.gradcheck(MulAdd.apply, (xd, bd, cd)))
with torch.no_grad():
    r = MulAdd.apply(a, b, c)
print(r.requires_grad, r)
