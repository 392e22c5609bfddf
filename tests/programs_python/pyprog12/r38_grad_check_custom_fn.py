import torch

class SmoothAbs(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, eps):
        ctx.save_for_backward(x)
        ctx.eps = eps
        return torch.sqrt(x * x + eps)
    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * x / torch.sqrt(x * x + ctx.eps), None

torch.manual_seed(0)
x = torch.randn(5, dtype=torch.double, requires_grad=True)
print(torch.autograd.gradcheck(lambda t: SmoothAbs.apply(t, 1e-3), (x,)))
print(torch.autograd.gradgradcheck(lambda t: (t ** 3).sum(), (x,)))
class Wrong(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2
    @staticmethod
    def backward(ctx, g):
        return g * 3
print(torch.autograd.gradcheck(Wrong.apply, (x,), raise_exception=False))
try:
    torch.autograd.gradcheck(Wrong.apply, (x,))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
y = SmoothAbs.apply(x, 1e-3)
print(y.grad_fn.__class__.__name__, y.requires_grad)
with torch.no_grad():
    z = SmoothAbs.apply(x, 1e-3)
print(z.requires_grad)
