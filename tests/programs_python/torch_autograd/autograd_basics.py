import torch

torch.manual_seed(1)
x = torch.randn(3, requires_grad=True)
y = x * 2
while y.data.norm() < 100:
    y = y * 2
print(y)
v = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(v)
print(x.grad)

print(x.requires_grad)
print((x ** 2).requires_grad)
with torch.no_grad():
    print((x ** 2).requires_grad)

a = torch.tensor([2.0, 3.0], requires_grad=True)
b = torch.tensor([6.0, 4.0], requires_grad=True)
Q = 3 * a ** 3 - b ** 2
external_grad = torch.tensor([1., 1.])
Q.backward(gradient=external_grad)
print(9 * a ** 2 == a.grad)
print(-2 * b == b.grad)
print(type(Q.grad_fn).__name__, Q.grad_fn.name() if hasattr(Q.grad_fn, "name") else "")
print(Q.is_leaf, a.is_leaf)

w = torch.ones(2, 2, requires_grad=True)
out = (w * w * 3).mean()
out.backward()
print(out, w.grad)
w.grad.zero_()
out2 = (w + 1).pow(2).sum()
out2.backward()
print(w.grad)
d = w.detach()
print(d.requires_grad, d.grad_fn)
g, = torch.autograd.grad((a * b).sum(), [a])
print(g)
t = torch.tensor(1.0, requires_grad=True)
f = torch.sin(t) * torch.exp(t)
df, = torch.autograd.grad(f, t, create_graph=True)
print(round(df.item(), 4))
