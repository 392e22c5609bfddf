import torch

torch.manual_seed(1)
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x ** 3).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print("first:", g)
print(g.requires_grad, g.grad_fn is not None)
h, = torch.autograd.grad(g.sum(), x)
print("second:", h)

# Hessian-vector product
w = torch.randn(4, requires_grad=True)
f = (w.sin() * w).sum()
gw, = torch.autograd.grad(f, w, create_graph=True)
v = torch.ones(4)
hv, = torch.autograd.grad(gw, w, grad_outputs=v)
print("hvp:", [round(t, 4) for t in hv.tolist()])

# third derivative of x^4 at 2
t = torch.tensor(2.0, requires_grad=True)
d = t ** 4
for k in range(3):
    d, = torch.autograd.grad(d, t, create_graph=True)
    print(k + 1, d.item())

# grad with allow_unused
a = torch.randn(2, requires_grad=True)
b = torch.randn(2, requires_grad=True)
ga, gb = torch.autograd.grad((a * 2).sum(), [a, b], allow_unused=True)
print(ga, gb)
try:
    torch.autograd.grad((a * 2).sum(), [a, b])
except RuntimeError as e:
    print(type(e).__name__, str(e).split("\n")[0])
