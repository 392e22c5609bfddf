import torch
from torch.autograd import Function

class MyReLU(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        g = grad_output.clone()
        g[x < 0] = 0
        return g

class ScaleShift(Function):
    @staticmethod
    def forward(ctx, x, scale, shift):
        ctx.scale = scale
        ctx.mark_non_differentiable
        return x * scale + shift

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.scale, None, grad.sum()

x = torch.tensor([-2.0, -0.5, 0.0, 1.0, 3.0], requires_grad=True)
y = MyReLU.apply(x)
print(y)
y.sum().backward()
print(x.grad)
print(y.grad_fn.__class__.__name__)

x.grad = None
shift = torch.tensor(1.0, requires_grad=True)
z = ScaleShift.apply(x, 3.0, shift)
print(z)
(z ** 2).mean().backward()
print(x.grad)
print(shift.grad)

def check(fn, *inputs):
    inputs = [i.double().detach().requires_grad_() for i in inputs]
    return torch.autograd.gradcheck(fn, inputs)

print("gradcheck:", check(MyReLU.apply, torch.tensor([-1.3, 0.7, 2.1])))

class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

a = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
b = Exp.apply(a)
b.backward(torch.ones(3))
print(torch.allclose(a.grad, torch.exp(a.detach())))
with torch.no_grad():
    c = Exp.apply(a)
print(c.requires_grad)
