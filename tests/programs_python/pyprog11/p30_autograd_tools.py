import torch
from torch.autograd import grad
from torch.autograd.functional import jacobian, hessian, vjp, jvp

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x ** 3).sum()
g, = grad(y, x, create_graph=True)
print(g)
h = torch.stack([grad(g[i], x, retain_graph=True)[0] for i in range(3)])
print(h)

def f(v):
    return torch.stack([v[0] * v[1], v[1].sin(), v[2] ** 2])
print(torch.round(jacobian(f, torch.tensor([1.0, 0.5, 2.0])), decimals=4))
print(hessian(lambda v: (v ** 2).prod(), torch.tensor([1.0, 2.0])))
out, vj = vjp(f, torch.tensor([1.0, 0.5, 2.0]), torch.ones(3))
print(torch.round(vj, decimals=4))
out, jv = jvp(lambda v: v * 2, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 0.0]))
print(out, jv)

a = torch.randn(3, requires_grad=True)
b = a.detach()
print(b.requires_grad, a.is_leaf, (a * 2).is_leaf, (a * 2).grad_fn.name())
with torch.enable_grad():
    z = a * 3
print(z.requires_grad)
with torch.no_grad():
    z2 = a * 3
print(z2.requires_grad)
w = torch.ones(2, requires_grad=True)
loss = (w * torch.tensor([2.0, 3.0])).sum()
loss.backward(retain_graph=True)
loss.backward()
print(w.grad)
w.grad.zero_()
try:
    (w * 2).sum().backward()
    (w * 2).sum().backward()
    print(w.grad)
except RuntimeError as e:
    print("error", e)
p = torch.tensor(2.0, requires_grad=True)
q = p * p
q.retain_grad()
r = q * 3
r.backward()
print(p.grad, q.grad)
print(torch.autograd.grad(x.sum() * 2, [x])[0])
try:
    torch.tensor([1.0]).backward()
except RuntimeError as e:
    print(e)
