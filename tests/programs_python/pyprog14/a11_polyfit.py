import math
import torch

torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 200, dtype=torch.float64)
y = torch.sin(x)
a, b, c, d = (torch.randn((), dtype=torch.float64, requires_grad=True) for _ in range(4))
lr = 1e-6
for t in range(300):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, round(loss.item(), 2))
    loss.backward()
    with torch.no_grad():
        for p in (a, b, c, d):
            p -= lr * p.grad
            p.grad = None
print(f"y = {a.item():.3f} + {b.item():.3f} x + {c.item():.3f} x^2 + {d.item():.3f} x^3")
V = torch.stack([x ** k for k in range(4)], dim=1)
coef = torch.linalg.lstsq(V, y.unsqueeze(1)).solution.squeeze()
print([round(v, 4) + 0.0 for v in coef.tolist()])
p = torch.tensor([2.0, -3.0, 1.0])
xs = torch.tensor([0.0, 1.0, 2.0, 3.0])
horner = torch.zeros_like(xs)
for c_ in p:
    horner = horner * xs + c_
print(horner.tolist())
print(torch.vander(xs, N=3).tolist())
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
xx = x.float().unsqueeze(-1).pow(torch.tensor([1, 2, 3]))
print(xx.shape, model(xx).shape)
