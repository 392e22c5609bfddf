import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

torch.manual_seed(0)

class InplaceDouble(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_dirty(x)
        return x.mul_(2)

    @staticmethod
    def backward(ctx, g):
        return g * 2

class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    @once_differentiable
    def backward(ctx, gv, gi):
        idx, = ctx.saved_tensors
        out = torch.zeros_like(gv)
        out.scatter_(0, idx, gv)
        return out

class MaybeNone(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x.clone()

    @staticmethod
    def backward(ctx, g1, g2):
        print("g1 is None:", g1 is None, "g2 is None:", g2 is None)
        return g1 if g1 is not None else torch.zeros(3)

a = torch.randn(3, requires_grad=True)
b = a.clone()
c = InplaceDouble.apply(b)
print(c is b, b._version, c.grad_fn.__class__.__name__)
c.sum().backward()
print(a.grad)

x = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
v, i = SortWithIdx.apply(x)
print(v, i, i.requires_grad)
(v * torch.tensor([1.0, 10.0, 100.0])).sum().backward()
print(x.grad)
v2, _ = SortWithIdx.apply(x)
g, = torch.autograd.grad(v2.sum(), x, create_graph=True)
print(g)
try:
    g.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

y = torch.ones(3, requires_grad=True)
o1, o2 = MaybeNone.apply(y)
o1.sum().backward()
print(y.grad)

class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        r = i.exp()
        ctx.save_for_backward(r)
        return r
    @staticmethod
    def backward(ctx, g):
        r, = ctx.saved_tensors
        return g * r

z = torch.tensor([0.0, 1.0], requires_grad=True)
out = Exp.apply(z)
print(out, out.grad_fn.name() if hasattr(out.grad_fn, "name") else None)
out.backward(torch.ones(2))
print(z.grad)
