import math
import torch


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
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None


dtype = torch.float
x = torch.linspace(-1, 1, 20, dtype=dtype)
y = torch.sin(x * math.pi)
a = torch.full((), 0.0, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, dtype=dtype, requires_grad=True)
learning_rate = 5e-3
for t in range(200):
    P3 = LegendrePolynomial3.apply
    y_pred = a + b * P3(c + d * x)
    loss = (y_pred - y).pow(2).sum()
    if t == 0:
        print(type(y_pred.grad_fn).__name__, type(P3(c + d * x).grad_fn).__name__)
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
print(round(loss.item(), 1) < 50)
t = torch.tensor([1.0, 2.0], requires_grad=True)
out = MulConst.apply(t, 3.0)
out.sum().backward()
print(out, t.grad)
print(torch.autograd.gradcheck(LegendrePolynomial3.apply, (torch.tensor([0.3, -0.2], dtype=torch.double, requires_grad=True),)))
