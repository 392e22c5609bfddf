import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp

torch.manual_seed(27)

def f(x):
    return torch.stack([x[0] ** 2 * x[1], 5 * x[0] + torch.sin(x[1])])

x = torch.tensor([1.0, 2.0])
print(jacobian(f, x).round(decimals=4))
def g(x):
    return (x ** 3).sum() + x[0] * x[1]
print(hessian(g, x))
v, vj = vjp(f, x, torch.tensor([1.0, 0.0]))
print(v.round(decimals=4), vj)
v2, jv = jvp(f, x, torch.tensor([0.0, 1.0]))
print(jv.round(decimals=4))
w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
y = (w ** 2).sum()
g1, = torch.autograd.grad(y, w, create_graph=True)
g2 = torch.autograd.grad(g1.sum(), w)[0]
print(g1, g2)
a = torch.tensor(2.0, requires_grad=True)
b = a * a
c = b.detach()
d = b * c
d.backward()
print(a.grad, c.requires_grad, b.is_leaf, a.is_leaf, b.grad_fn.name())
z = torch.zeros(3, requires_grad=True)
with torch.no_grad():
    z2 = z * 2
print(z2.requires_grad, torch.is_grad_enabled())
with torch.enable_grad():
    print(torch.is_grad_enabled())
torch.set_grad_enabled(False)
print((z * 2).requires_grad)
torch.set_grad_enabled(True)
@torch.no_grad()
def infer(t):
    return t * 3
print(infer(z).requires_grad)
with torch.inference_mode():
    q = z + 1
print(q.requires_grad, q.is_inference())
p = torch.randn(3, requires_grad=True)
out = p.sigmoid()
out.backward(torch.ones(3), retain_graph=True)
first = p.grad.clone()
out.backward(torch.ones(3))
print(torch.allclose(p.grad, 2 * first))
try:
    out.sum().backward()
    out.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:50])
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
torch.linalg.det(m).backward()
print(m.grad)
n = torch.tensor([4.0, 9.0], requires_grad=True)
r = n.sqrt().prod()
gr, = torch.autograd.grad(r, n)
print(gr)
k = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
k2 = k.clone()
k2[1] = 0
k2.sum().backward()
print(k.grad)
leaf = torch.ones(2, requires_grad=True)
try:
    leaf.add_(1)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
xx = torch.tensor([0.0, 1.0], requires_grad=True)
yy = torch.where(xx > 0, xx.log(), torch.zeros_like(xx))
yy.sum().backward()
print(xx.grad)
