# torch.autograd.functional jacobian/hessian/vjp/jvp, custom Function details, higher-order grads.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp


def f(x):
    return torch.stack([x[0] ** 2 * x[1], 5 * x[0] + torch.sin(x[1])])


x = torch.tensor([1.0, 2.0])
J = jacobian(f, x)
print(J.round(decimals=4))
H = hessian(lambda v: (v ** 3).sum() + v[0] * v[1], x)
print(H)
out, g = vjp(f, x, torch.ones(2))
print(out.round(decimals=4), g.round(decimals=4))
out, jv = jvp(f, x, torch.tensor([1.0, 0.0]))
print(jv)
_, hv = hvp(lambda v: (v ** 2).prod(), x, torch.ones(2))
print(hv)
Ja, Jb = jacobian(lambda a, b: a * b, (torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))
print(Ja, Jb)


class Clamp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        ctx.lo, ctx.hi = lo, hi
        mask = (x >= lo) & (x <= hi)
        ctx.save_for_backward(mask)
        idx = mask.nonzero()
        ctx.mark_non_differentiable(idx)
        return x.clamp(lo, hi), idx

    @staticmethod
    def backward(ctx, grad, _grad_idx):
        mask, = ctx.saved_tensors
        print("needs_input_grad", ctx.needs_input_grad)
        return grad * mask, None, None


t = torch.tensor([-2.0, 0.5, 3.0], requires_grad=True)
y, idx = Clamp.apply(t, -1.0, 1.0)
print(y, idx.requires_grad, idx.flatten().tolist())
y.sum().backward()
print(t.grad)


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result


z = torch.tensor([0.0, 1.0], requires_grad=True)
e = Exp.apply(z)
(g1,) = torch.autograd.grad(e.sum(), z, create_graph=True)
print(g1.round(decimals=4), g1.requires_grad)
w = torch.tensor(2.0, requires_grad=True)
y = w ** 4
(d1,) = torch.autograd.grad(y, w, create_graph=True)
(d2,) = torch.autograd.grad(d1, w, create_graph=True)
(d3,) = torch.autograd.grad(d2, w)
print(d1.item(), d2.item(), d3.item())
a = torch.ones(2, requires_grad=True)
b = (a * 3).sum()
b.backward(retain_graph=True)
b.backward()
print(a.grad)
try:
    b2 = (a * 2).sum()
    b2.backward()
    b2.backward()
except RuntimeError as err:
    print("RuntimeError:", str(err)[:75])
print(torch.autograd.grad((a ** 2).sum(), [a], grad_outputs=torch.tensor(2.0)))
u = torch.ones(3, requires_grad=True)
v = u * 2
v.backward(torch.tensor([1.0, 0.1, 0.01]))
print(u.grad)
