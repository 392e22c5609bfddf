# Custom autograd.Functions: straight-through rounding, a clamp with mark_non_differentiable output,
# multiple outputs, needs_input_grad, ctx attributes, gradcheck in double precision.
import torch
from torch.autograd import Function, gradcheck


class RoundSTE(Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


class ClampWithMask(Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        mask = (x >= lo) & (x <= hi)
        ctx.save_for_backward(mask)
        ctx.lo, ctx.hi = lo, hi
        ctx.mark_non_differentiable(mask)
        return x.clamp(lo, hi), mask

    @staticmethod
    def backward(ctx, grad_out, grad_mask):
        mask, = ctx.saved_tensors
        return grad_out * mask.to(grad_out.dtype), None, None


class MulAdd(Function):
    @staticmethod
    def forward(ctx, a, b, c):
        ctx.save_for_backward(a, b)
        return a * b + c

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        ga = gb = gc = None
        if ctx.needs_input_grad[0]:
            ga = g * b
        if ctx.needs_input_grad[1]:
            gb = g * a
        if ctx.needs_input_grad[2]:
            gc = g
        return ga, gb, gc


class LegendrePolynomial3(Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


x = torch.tensor([0.2, 1.6, -2.4, 3.5], requires_grad=True)
y = RoundSTE.apply(x * 2)
y.sum().backward()
print(y, x.grad)
print(y.grad_fn.__class__.__name__)

x = torch.tensor([-2.0, -0.5, 0.5, 2.0], requires_grad=True)
out, mask = ClampWithMask.apply(x, -1.0, 1.0)
print(out, mask, mask.requires_grad)
(out * torch.tensor([1.0, 2.0, 3.0, 4.0])).sum().backward()
print(x.grad)

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
c = torch.tensor([0.5, 0.5], requires_grad=True)
r = MulAdd.apply(a, b, c)
r.backward(torch.ones(2))
print(r.detach(), a.grad, b.grad, c.grad)

torch.manual_seed(0)
inp = torch.randn(5, dtype=torch.double, requires_grad=True)
print("gradcheck", gradcheck(LegendrePolynomial3.apply, (inp,), eps=1e-6, atol=1e-4))
ai = torch.randn(3, dtype=torch.double, requires_grad=True)
bi = torch.randn(3, dtype=torch.double, requires_grad=True)
ci = torch.randn(3, dtype=torch.double, requires_grad=True)
print("gradcheck muladd", gradcheck(MulAdd.apply, (ai, bi, ci)))

# fit the tutorial polynomial with the custom function
dtype = torch.float
xs = torch.linspace(-1, 1, 200, dtype=dtype)
ys = torch.sin(xs)
a = torch.full((), 0.0, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, dtype=dtype, requires_grad=True)
learning_rate = 5e-4
P3 = LegendrePolynomial3.apply
for t in range(300):
    y_pred = a + b * P3(c + d * xs)
    loss = (y_pred - ys).pow(2).sum()
    if t % 100 == 99:
        print(t, round(loss.item(), 3))
    loss.backward()
    with torch.no_grad():
        for p in (a, b, c, d):
            p -= learning_rate * p.grad
            p.grad = None
r = [round(p.item(), 3) + 0.0 for p in (a, b, c, d)]
print(f'Result: y = {r[0]:.3f} + {r[1]:.3f} * P3({r[2]:.3f} + {r[3]:.3f} x)')
