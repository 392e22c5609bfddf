import torch
from torch.autograd import Function

torch.manual_seed(0)

class MyReLU(Function):
    @staticmethod
    def forward(ctx, inp):
        ctx.save_for_backward(inp)
        return inp.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        inp, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[inp < 0] = 0
        return grad_input

class ScaledAdd(Function):
    @staticmethod
    def forward(ctx, a, b, alpha):
        ctx.alpha = alpha
        print("needs_input_grad:", ctx.needs_input_grad)
        return a + alpha * b

    @staticmethod
    def backward(ctx, g):
        ga = gb = None
        if ctx.needs_input_grad[0]:
            ga = g
        if ctx.needs_input_grad[1]:
            gb = g * ctx.alpha
        return ga, gb, None

x = torch.randn(5, requires_grad=True)
y = MyReLU.apply(x)
print(y.grad_fn.__class__.__name__)
y.sum().backward()
print(x.grad)

a = torch.randn(3, requires_grad=True)
b = torch.randn(3)
out = ScaledAdd.apply(a, b, 2.5)
out.pow(2).sum().backward()
print(a.grad)
print(b.grad)

b2 = torch.randn(3, requires_grad=True)
out2 = ScaledAdd.apply(a.detach(), b2, 0.5)
out2.sum().backward()
print(b2.grad)
print(out2.requires_grad, out2.is_leaf)

with torch.no_grad():
    z = MyReLU.apply(x)
print(z.requires_grad, z.grad_fn)
