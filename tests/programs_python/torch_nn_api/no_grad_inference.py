import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 3), nn.Dropout(0.5), nn.Linear(3, 1))
x = torch.randn(4, 3)
with torch.no_grad():
    y = model(x)
print(y.requires_grad, y.grad_fn)
print(torch.is_grad_enabled())
with torch.no_grad():
    print(torch.is_grad_enabled())
    with torch.enable_grad():
        z = model(x)
        print(z.requires_grad)
print(torch.is_grad_enabled())


@torch.no_grad()
def evaluate(m, data):
    m.eval()
    out = m(data)
    return out.requires_grad, out.shape


print(evaluate(model, x))
print(model.training)
model.train()
with torch.inference_mode():
    w = model(x) * 2
print(w.requires_grad)
torch.set_grad_enabled(False)
print(model(x).requires_grad)
torch.set_grad_enabled(True)
print(model(x).requires_grad)
with torch.set_grad_enabled(False):
    print(model(x).requires_grad)
a = torch.ones(2, requires_grad=True)
b = a * 3
c = b.detach()
print(c.requires_grad, b.requires_grad, b.is_leaf, a.is_leaf)
d = (a ** 2).sum()
d.backward()
print(a.grad)
print(d.item(), type(d.item()).__name__)
e = torch.tensor([1.0, 2.0], requires_grad=True)
f = e.clone().detach().requires_grad_(True)
print(f.requires_grad, f.is_leaf)
try:
    torch.ones(2).item()
except (RuntimeError, ValueError) as ex:
    print(type(ex).__name__, ex)
model.eval()
out1 = model(x)
out2 = model(x)
print(torch.equal(out1, out2))
