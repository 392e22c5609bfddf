import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
y.retain_grad()
z = (y ** 2).sum()
z.backward()
print(x.grad, y.grad, y.is_leaf, y.requires_grad, z.grad_fn.name())
x.grad.zero_()
w = x.detach()
w[0] = 100
print(x, w.requires_grad)
a = torch.tensor(2.0, requires_grad=True)
b = a * a
c = b.detach().requires_grad_()
d = c * 3
d.backward()
print(c.grad, a.grad)
h = x.register_hook(lambda g: g * 10)
(x.sum()).backward()
print(x.grad)
h.remove()
with torch.autograd.set_detect_anomaly(False):
    pass
print(torch.is_grad_enabled(), torch.is_inference_mode_enabled())
p = torch.ones(2, requires_grad=True)
q = p.clone()
q.mul_(3)
q.sum().backward()
print(p.grad, q.grad_fn.name())
try:
    leaf = torch.ones(1, requires_grad=True)
    leaf.mul_(2)
except RuntimeError as e:
    print(e)
e = torch.ones(2, requires_grad=True)
f = e.exp()
g = f.sum()
g.backward(retain_graph=True)
g.backward()
print(torch.round(e.grad, decimals=4))
k = torch.tensor([1.0, 2.0], requires_grad=True)
print(torch.autograd.grad(k.norm(), k)[0], torch.autograd.grad((k * k).sum(), k, create_graph=True)[0].requires_grad)
n = torch.tensor(0.0, requires_grad=True)
print(torch.autograd.grad(torch.where(n > 0, n, torch.zeros_like(n)), n)[0], torch.autograd.grad(torch.abs(n), n)[0], torch.autograd.grad(torch.sqrt(n + 1), n)[0])
