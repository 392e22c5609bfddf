import torch


def newton(f, x0, steps=8):
    x = torch.tensor(x0, dtype=torch.float64, requires_grad=True)
    for _ in range(steps):
        y = f(x)
        (g,) = torch.autograd.grad(y, x)
        with torch.no_grad():
            x = x - y / g
        x.requires_grad_(True)
    return x.detach()


print(f"{newton(lambda x: x ** 2 - 2, 1.0).item():.12f}")
print(f"{newton(lambda x: torch.cos(x) - x, 1.0).item():.10f}")
print(f"{newton(lambda x: x ** 3 - 2 * x - 5, 2.0).item():.10f}")


def minimize_newton(f, x0, steps=5):
    x = torch.tensor(x0, dtype=torch.float64, requires_grad=True)
    for _ in range(steps):
        y = f(x)
        (g,) = torch.autograd.grad(y, x, create_graph=True)
        H = torch.stack([torch.autograd.grad(g[i], x, retain_graph=True)[0] for i in range(len(x0))])
        with torch.no_grad():
            x = x - torch.linalg.solve(H, g)
        x.requires_grad_(True)
    return x.detach()


rosen = lambda v: (1 - v[0]) ** 2 + 100 * (v[1] - v[0] ** 2) ** 2
print([round(v, 6) for v in minimize_newton(rosen, [-1.2, 1.0], steps=8).tolist()])
from torch.autograd.functional import hessian, jacobian
H = hessian(rosen, torch.tensor([1.0, 1.0], dtype=torch.float64))
print(H.tolist())
J = jacobian(lambda v: torch.stack([v[0] * v[1], v[0] + v[1] ** 2]), torch.tensor([2.0, 3.0]))
print(J.tolist())
x = torch.tensor(3.0, requires_grad=True)
y = x ** 4
d1 = torch.autograd.grad(y, x, create_graph=True)[0]
d2 = torch.autograd.grad(d1, x, create_graph=True)[0]
d3 = torch.autograd.grad(d2, x)[0]
print(d1.item(), d2.item(), d3.item())
try:
    torch.autograd.grad(x * 2, x)[0]
    torch.autograd.grad(d3, x)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
