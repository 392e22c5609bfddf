import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x ** 3).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
h, = torch.autograd.grad(g.sum(), x)
print(h)
w = torch.tensor(2.0, requires_grad=True)
f = w ** 4
d1 = torch.autograd.grad(f, w, create_graph=True)[0]
d2 = torch.autograd.grad(d1, w, create_graph=True)[0]
d3 = torch.autograd.grad(d2, w)[0]
print(d1.item(), d2.item(), d3.item())
a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)
out = (a * 2).sum()
ga, gb = torch.autograd.grad(out, [a, b], allow_unused=True)
print(ga, gb)
try:
    torch.autograd.grad(out, [b])
except RuntimeError as e:
    print("error:", e)
v = torch.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
o = v * v
gv, = torch.autograd.grad(o, v, grad_outputs=torch.ones_like(o))
print(gv)
from torch.autograd.functional import jacobian, hessian
print(jacobian(lambda t: t ** 2, torch.tensor([1.0, 2.0])))
print(hessian(lambda t: (t ** 3).sum(), torch.tensor([1.0, 2.0])))
z = torch.tensor(3.0, requires_grad=True)
loss = z * z
loss.backward(retain_graph=True)
loss.backward()
print(z.grad)
