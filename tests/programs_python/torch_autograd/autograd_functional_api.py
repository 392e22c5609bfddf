# torch.autograd.functional: jacobian, hessian, vjp, jvp, hvp, vhp on
# functions of one and several inputs, with create_graph and vectorize.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp

torch.manual_seed(0)


def r(t):
    return torch.round(t * 10000) / 10000


def f(x):
    return torch.stack([x[0] ** 2 * x[1], torch.sin(x[1]) + x[2].exp(), (x * x).sum()])


x = torch.tensor([1.0, 2.0, 0.5])
print(r(jacobian(f, x)))
print(r(hessian(lambda t: (t ** 3).sum() + t[0] * t[1], x)))


def g(a, b):
    return (a @ b).tanh()


A, B = torch.randn(2, 3), torch.randn(3, 2)
ja, jb = jacobian(g, (A, B))
print(ja.shape, jb.shape, r(ja[0, 1]), r(jb[1, 0]))
out, v = vjp(g, (A, B), torch.ones(2, 2))
print(r(out), r(v[0]), r(v[1]))
out, jv = jvp(lambda t: t.sin() * 2, x, torch.ones(3))
print(r(out), r(jv))
fx, hv = hvp(lambda t: (t ** 4).sum(), x, torch.tensor([1.0, 0.0, 1.0]))
print(r(fx), r(hv))
fx, vh = vhp(lambda t: (t[0] * t[1] * t[2]), x, torch.ones(3))
print(r(fx), r(vh))
jv = jacobian(lambda t: t.softmax(0), x, vectorize=False, create_graph=True)
print(r(jv), jv.requires_grad)
lin = torch.nn.Linear(3, 2)
jw = jacobian(lambda w: torch.nn.functional.linear(x, w, lin.bias), lin.weight)
print(jw.shape, r(jw[1, 1]))
h = hessian(lambda a, b: (a * b).sum() ** 2, (torch.ones(2), torch.arange(2.0)))
print([[tuple(t.shape) for t in row] for row in h], r(h[0][1]))
