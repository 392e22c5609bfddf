import torch

class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, inp):
        ctx.save_for_backward(inp)
        return inp.clamp(min=0)
    @staticmethod
    def backward(ctx, grad_output):
        (inp,) = ctx.saved_tensors
        g = grad_output.clone()
        g[inp < 0] = 0
        return g

class ScaleBy(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        ctx.mark_non_differentiable
        return x * k
    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None

class Split(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2, x * 3
    @staticmethod
    def backward(ctx, ga, gb):
        return ga * 2 + gb * 3

x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
y = MyReLU.apply(x)
y.sum().backward()
print(y, x.grad, y.grad_fn.__class__.__name__)
x.grad = None
ScaleBy.apply(x, 4.0).sum().backward()
print(x.grad)
x.grad = None
a, b = Split.apply(x)
(a.sum() + b.sum()).backward()
print(x.grad)
print(torch.autograd.gradcheck(MyReLU.apply, (torch.tensor([0.3, -0.7, 1.2], dtype=torch.double, requires_grad=True),)))
class NoGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.sum()
    @staticmethod
    def backward(ctx, g):
        raise RuntimeError("should not be called")
with torch.no_grad():
    print(NoGrad.apply(x).requires_grad)
