import torch
from torch.autograd import Function, gradcheck


class RoundSTE(Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


class ScaledTanh(Function):
    @staticmethod
    def forward(ctx, x, scale):
        y = torch.tanh(x) * scale
        ctx.save_for_backward(x)
        ctx.scale = scale
        return y

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * ctx.scale * (1 - torch.tanh(x) ** 2), None


x = torch.tensor([0.2, 1.6, -0.7], requires_grad=True)
y = RoundSTE.apply(x)
y.sum().backward()
print(y, x.grad, y.grad_fn.__class__.__name__)
xd = torch.tensor([0.1, -0.3, 0.8], dtype=torch.float64, requires_grad=True)
print(gradcheck(lambda t: ScaledTanh.apply(t, 2.0), (xd,), eps=1e-6, atol=1e-4))
z = ScaledTanh.apply(xd, 3.0)
(g,) = torch.autograd.grad(z.sum(), xd)
print([round(v, 6) for v in g.tolist()])


class Bad(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 3


xb = torch.tensor([1.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(Bad.apply, (xb,), eps=1e-6, atol=1e-4)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
print(gradcheck(Bad.apply, (xb,), raise_exception=False))


class MulConst(Function):
    @staticmethod
    def forward(ctx, x, k: float):
        ctx.mark_non_differentiable if False else None
        ctx.k = k
        return x * k, x.detach().clone()

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * ctx.k, None


a, b = MulConst.apply(torch.ones(2, requires_grad=True), 5.0)
print(a.requires_grad, b.requires_grad, a)
