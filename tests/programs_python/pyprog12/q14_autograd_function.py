import torch

class ClampWithMask(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        mask = (x >= lo) & (x <= hi)
        ctx.save_for_backward(mask)
        ctx.mark_non_differentiable(mask)
        return x.clamp(lo, hi), mask
    @staticmethod
    def backward(ctx, grad_out, grad_mask):
        mask, = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        return grad_out * mask, None, None

x = torch.tensor([-2.0, -0.5, 0.3, 1.5], requires_grad=True)
y, m = ClampWithMask.apply(x, -1.0, 1.0)
print(y, m, m.requires_grad)
(y * 3).sum().backward()
print(x.grad)

class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b
    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        ga = g * b if ctx.needs_input_grad[0] else None
        gb = g * a if ctx.needs_input_grad[1] else None
        print("grads", ga is not None, gb is not None)
        return ga, gb

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
Scale.apply(a, b).sum().backward()
print(a.grad)
out = Scale.apply(a, b)
print(out.grad_fn.__class__.__name__)
print(torch.autograd.gradcheck(Scale.apply, (torch.randn(3, dtype=torch.double, requires_grad=True), torch.randn(3, dtype=torch.double, requires_grad=True))))

class Once(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x.clone()
    @staticmethod
    def backward(ctx, g1, g2):
        print("g2 is None:", g2 is None)
        return g1
x = torch.ones(2, requires_grad=True)
o1, o2 = Once.apply(x)
o1.sum().backward()
print(x.grad)
