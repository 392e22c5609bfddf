import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
with torch.inference_mode():
    y = x * 2
    print(y.requires_grad, torch.is_inference_mode_enabled())
    z = torch.ones(2)
print(torch.is_inference_mode_enabled())
with torch.inference_mode(False):
    print(torch.is_inference_mode_enabled(), (x * 1).requires_grad)


@torch.inference_mode()
def predict(m, inp):
    return m(inp)


lin = nn.Linear(3, 2)
out = predict(lin, torch.randn(4, 3))
print(out.requires_grad, out.shape, predict.__name__)
with torch.no_grad():
    q = lin(torch.ones(1, 3))
print(q.requires_grad)

# double backward through simple chains
a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (a ** 3).sum()
(g,) = torch.autograd.grad(y, a, create_graph=True)
print(g, g.requires_grad)
(g2,) = torch.autograd.grad(g.sum(), a)
print(g2)
b = torch.tensor(0.5, requires_grad=True)
f = torch.sin(b) * b.exp()
(db,) = torch.autograd.grad(f, b, create_graph=True)
(d2b,) = torch.autograd.grad(db, b)
print(round(db.item(), 5), round(d2b.item(), 5))
c = torch.tensor([0.3, -0.7], requires_grad=True)
loss = torch.tanh(c).pow(2).sum()
loss.backward(create_graph=True)
gc = c.grad.clone()
print(gc.round(decimals=5), c.grad.requires_grad)
c.grad.sum().backward()
print((c.grad - gc).round(decimals=5))

# gradient penalty (WGAN-GP style)
D = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
real, fake = torch.randn(4, 2), torch.randn(4, 2)
alpha = torch.rand(4, 1)
interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
d = D(interp)
grads = torch.autograd.grad(d, interp, grad_outputs=torch.ones_like(d), create_graph=True)[0]
gp = ((grads.norm(2, dim=1) - 1) ** 2).mean()
gp.backward()
print(round(gp.item(), 5), D[0].weight.grad.abs().sum().round(decimals=4))
