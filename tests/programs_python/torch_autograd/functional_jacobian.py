import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp

def f(x):
    return torch.stack([x[0] ** 2 * x[1], 5 * x[0] + x[1].sin()])

x = torch.tensor([1.0, 2.0])
J = jacobian(f, x)
print([[round(v, 4) for v in row] for row in J.tolist()])

def g(x):
    return (x ** 3).sum() + x[0] * x[1]

H = hessian(g, x)
print(H)
out, v = vjp(f, x, torch.tensor([1.0, 0.0]))
print(out, v)
out, jv = jvp(f, x, torch.tensor([0.0, 1.0]))
print([round(t, 4) for t in jv.tolist()])
_, hv = hvp(g, x, torch.tensor([1.0, 1.0]))
print(hv)

def two(a, b):
    return a * b + b
Ja, Jb = jacobian(two, (torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))
print(Ja, Jb)
W = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(jacobian(lambda v: W @ v, torch.zeros(2)))
print(jacobian(lambda v: v.sum(), torch.ones(3)))
