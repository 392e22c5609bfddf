# Custom autograd Functions users write: straight-through estimator,
# gradient reversal, saved tensors, mark_non_differentiable, needs_input_grad.
import torch
from torch.autograd import Function

torch.manual_seed(0)


class STERound(Function):
    @staticmethod
    def forward(ctx, x):
        return x.round()

    @staticmethod
    def backward(ctx, g):
        return g


class GradReverse(Function):
    @staticmethod
    def forward(ctx, x, alpha):
        ctx.alpha = alpha
        return x.view_as(x)

    @staticmethod
    def backward(ctx, g):
        return -ctx.alpha * g, None


class MyExp(Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        y, = ctx.saved_tensors
        return g * y


class SortWithIndex(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    def backward(ctx, g, _):
        idx, = ctx.saved_tensors
        return torch.zeros_like(g).scatter(0, idx, g)


class Scale(Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * w

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        print("needs_input_grad", ctx.needs_input_grad)
        gx = g * w if ctx.needs_input_grad[0] else None
        gw = (g * x).sum() if ctx.needs_input_grad[1] else None
        return gx, gw


x = torch.tensor([0.2, 1.7, -0.6], requires_grad=True)
STERound.apply(x * 3).sum().backward()
print(x.grad)
x.grad = None
GradReverse.apply(x, 0.5).pow(2).sum().backward()
print(x.grad)
x.grad = None
y = MyExp.apply(x)
g, = torch.autograd.grad(y.sum(), x)
print(torch.round(g * 1e4) / 1e4, y.grad_fn.__class__.__name__)
x.grad = None
vals, idx = SortWithIndex.apply(x)
print(vals.requires_grad, idx.requires_grad, idx.tolist())
(vals * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(x.grad)
w = torch.tensor(2.0, requires_grad=True)
Scale.apply(x.detach(), w).sum().backward()
print(w.grad)
print(torch.autograd.gradcheck(MyExp.apply, (torch.randn(3, dtype=torch.float64, requires_grad=True),)))
