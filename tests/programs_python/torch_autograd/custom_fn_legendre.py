import torch
import math


class LegendrePolynomial3(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


class MulConst(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        ctx.mark_non_differentiable
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None


class Clamp01(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        mask = (x >= 0) & (x <= 1)
        ctx.save_for_backward(mask)
        return x.clamp(0, 1)

    @staticmethod
    def backward(ctx, g):
        (mask,) = ctx.saved_tensors
        return g * mask.to(g.dtype)


dtype = torch.float
torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 200, dtype=dtype)
y = torch.sin(x)

a = torch.full((), 0.0, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, dtype=dtype, requires_grad=True)

learning_rate = 5e-6
for t in range(300):
    P3 = LegendrePolynomial3.apply
    y_pred = a + b * P3(c + d * x)
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, round(loss.item(), 3))
    loss.backward()
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad
        a.grad = None
        b.grad = None
        c.grad = None
        d.grad = None

print(f'Result: y = {a.item():.4f} + {b.item():.4f} * P3({c.item():.4f} + {d.item():.4f} x)')

x = torch.tensor([0.5, -0.2, 1.5], requires_grad=True)
y = MulConst.apply(x, 3.0)
y.sum().backward()
print(y.detach(), x.grad)
print(y.grad_fn is not None, type(y.grad_fn).__name__)

z = torch.tensor([-0.5, 0.25, 0.75, 2.0], requires_grad=True)
out = Clamp01.apply(z * 2)
out.backward(torch.ones(4))
print(out.detach(), z.grad)

inp = torch.randn(4, dtype=torch.double, requires_grad=True)
print(torch.autograd.gradcheck(LegendrePolynomial3.apply, (inp,), eps=1e-6, atol=1e-4))
