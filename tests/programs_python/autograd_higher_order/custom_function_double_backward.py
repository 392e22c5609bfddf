import torch
from torch.autograd.function import once_differentiable

class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y
    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y

class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3
    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 3 * x ** 2

x = torch.tensor([0.5, 1.0, 2.0], dtype=torch.double, requires_grad=True)
y = Exp.apply(x)
(g,) = torch.autograd.grad(y.sum(), x, create_graph=True)
print(g.requires_grad, g.grad_fn is not None)
(gg,) = torch.autograd.grad(g.sum(), x)
print(gg)
x.grad = None
z = Cube.apply(x)
(g,) = torch.autograd.grad(z.sum(), x, create_graph=True)
print(g, g.grad_fn.name())
g.sum().backward()
print(x.grad)
x.grad = None
# third order
z = Cube.apply(x)
g1, = torch.autograd.grad(z.sum(), x, create_graph=True)
g2, = torch.autograd.grad(g1.sum(), x, create_graph=True)
g3, = torch.autograd.grad(g2.sum(), x)
print(g1, g2, g3)

class Once(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x
    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g

y = Once.apply(x)
g, = torch.autograd.grad(y.sum(), x, create_graph=True)
print(g.requires_grad, g.grad_fn)
try:
    g.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

class Sort(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        v, i = x.sort()
        ctx.mark_non_differentiable(i)
        ctx.save_for_backward(i)
        return v, i
    @staticmethod
    def backward(ctx, gv, gi):
        i, = ctx.saved_tensors
        print("gi", gi)
        out = torch.zeros_like(gv)
        out[i] = gv
        return out

x2 = torch.tensor([3., 1., 2.], requires_grad=True)
v, i = Sort.apply(x2)
print(v.requires_grad, i.requires_grad, i.dtype)
(v * torch.tensor([1., 2., 3.])).sum().backward()
print(x2.grad)

class Mat(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.set_materialize_grads(False)
        return a * 2, b * 3
    @staticmethod
    def backward(ctx, ga, gb):
        print("ga", ga, "gb", gb)
        return (ga * 2 if ga is not None else None), (gb * 3 if gb is not None else None)

a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)
p, q = Mat.apply(a, b)
p.sum().backward()
print(a.grad, b.grad)

class Mat2(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * 2, b * 3
    @staticmethod
    def backward(ctx, ga, gb):
        print("ga", ga, "gb", gb)
        return ga * 2, gb * 3
p, q = Mat2.apply(a, b)
q.sum().backward()
print(a.grad, b.grad)

# gradcheck and gradgradcheck of custom functions
x = torch.tensor([0.5, 1.5], dtype=torch.double, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (x,)))
print(torch.autograd.gradgradcheck(Cube.apply, (x,)))
print(torch.autograd.gradcheck(Exp.apply, (x,)))
print(torch.autograd.gradgradcheck(Exp.apply, (x,)))
# hessian through custom fn
print(torch.autograd.functional.hessian(lambda t: Cube.apply(t).sum(), x))
print(torch.autograd.functional.jacobian(lambda t: Exp.apply(t), x))
