import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp

def f(x):
    return torch.stack([x[0] ** 2 * x[1], 5 * x[0] + torch.sin(x[1])])
x = torch.tensor([1.0, 2.0])
print(torch.round(jacobian(f, x), decimals=4))
def g(x):
    return (x ** 3).sum() + x[0] * x[1]
print(hessian(g, x))
v = torch.tensor([1.0, 0.0])
out, vj = vjp(f, x, v)
print(torch.round(out, decimals=4), vj)
out, jv = jvp(f, x, v)
print(jv)
print(hvp(g, x, v)[1])
def two(a, b):
    return a * b
ja = jacobian(two, (torch.tensor([1., 2.]), torch.tensor([3., 4.])))
print(ja)
xx = torch.tensor(3.0, requires_grad=True)
y = xx ** 3
(g1,) = torch.autograd.grad(y, xx, create_graph=True)
(g2,) = torch.autograd.grad(g1, xx)
print(g1, g2)
