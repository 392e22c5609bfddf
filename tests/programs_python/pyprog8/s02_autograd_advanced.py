# Higher-order gradients, jacobian/hessian, retain_grad, grad hooks on intermediate tensors, detach tricks.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x ** 3).sum()
(g,) = torch.autograd.grad(y, x, create_graph=True)
print(g, g.requires_grad)
(g2,) = torch.autograd.grad(g.sum(), x)
print(g2)


def f(v):
    return torch.stack([v[0] * v[1], v[0] ** 2 + v[1]])


print(jacobian(f, torch.tensor([2.0, 3.0])))
print(hessian(lambda v: (v ** 2).prod(), torch.tensor([1.0, 2.0])))
out, vj = vjp(f, torch.tensor([2.0, 3.0]), torch.tensor([1.0, 1.0]))
print(out, vj)
out, jv = jvp(f, torch.tensor([2.0, 3.0]), torch.tensor([1.0, 0.0]))
print(out, jv)

a = torch.tensor([3.0], requires_grad=True)
b = a * 2
b.retain_grad()
c = b ** 2
c.backward()
print(a.grad, b.grad, b.is_leaf, c.grad_fn.name(), c.grad_fn.next_functions[0][0].name())

w = torch.tensor([1.0, -1.0], requires_grad=True)
h = w * 3
h.register_hook(lambda grad: grad * 10)
(h.sum() + w.detach().sum()).backward()
print(w.grad)
z = torch.tensor(2.0, requires_grad=True)
loss = z * z.detach() + z.data * 0
loss.backward()
print(z.grad)
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:80])
with torch.no_grad():
    q = z * 2
print(q.requires_grad, q.grad_fn, torch.is_grad_enabled())
v = torch.ones(3, requires_grad=True)
(v * torch.arange(3.0)).backward(gradient=torch.tensor([1.0, 0.5, 0.25]))
print(v.grad)
v.grad.zero_()
print(v.grad, torch.autograd.grad((v ** 2).sum(), v, retain_graph=False)[0])
