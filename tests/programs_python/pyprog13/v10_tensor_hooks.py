import torch
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
seen = []
h = x.register_hook(lambda g: seen.append(g.clone()))
y = (x * 2).sum()
y.backward()
print(seen, x.grad)
h.remove()
x.grad.zero_()
x.register_hook(lambda g: g * 10)
(x ** 2).sum().backward()
print(x.grad)
a = torch.tensor(2.0, requires_grad=True)
b = a * 3
b.retain_grad()
b.register_hook(lambda g: print("b grad", g))
c = b ** 2
c.backward()
print(b.grad, a.grad, b.is_leaf, a.is_leaf, c.grad_fn.name())
w = torch.ones(2, requires_grad=True)
out = (w * torch.tensor([1., 2.])).sum()
out.backward(retain_graph=True)
out.backward()
print(w.grad)
try:
    out2 = (w * 2).sum()
    out2.backward()
    out2.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
print(torch.tensor([1.0]).requires_grad, x.detach().requires_grad, x.data.requires_grad)
